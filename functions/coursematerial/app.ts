import { createDomainApp } from '@campus/http'
import type { CourseMaterialDeps } from './deps'
import { PREFIXES } from './prefixes'
import { materialRoutes } from './routes/materials.routes'

/**
 * The coursematerial domain: material staff attach to the regulation subjects they teach (a file, a link or
 * both) and students of those subjects read. Its API reference is at /api/docs/coursematerial.
 */
export function createCourseMaterialApp(deps: CourseMaterialDeps) {
  return createDomainApp({
    name: 'coursematerial',
    prefixes: PREFIXES,
    authenticate: deps.authenticate,
  }).route('/', materialRoutes(deps))
}

export type CourseMaterialApp = ReturnType<typeof createCourseMaterialApp>
