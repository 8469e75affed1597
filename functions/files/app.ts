import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { FilesDeps } from './deps'
import { legacyFileRoutes } from './routes/legacy.routes'
import { uploadRoutes } from './routes/uploads.routes'

/**
 * The files domain: uploads checked by name, size and content, kept unclaimed until a record takes them
 * (`createAttachments` in @campus/files), and the legacy client's file calls. Its API reference is at
 * /api/docs/files.
 */
export function createFilesApp(deps: FilesDeps) {
  return createDomainApp({ name: 'files', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', uploadRoutes(deps))
    .route('/', legacyFileRoutes(deps))
}

export type FilesApp = ReturnType<typeof createFilesApp>
