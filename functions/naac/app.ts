import { createDomainApp } from '@campus/http'
import { commentRoutes } from './comments/comments.routes'
import type { NaacDeps } from './deps'
import { historyRoutes } from './history/history.routes'
import { excelRoutes } from './imports/excel.routes'
import { notApplicableRoutes } from './not-applicable/not-applicable.routes'
import { PREFIXES } from './prefixes'
import { entryRoutes } from './routes/entries.routes'
import { templateRoutes } from './routes/templates.routes'

/**
 * The naac domain: NAAC templates defined from JSON forms, the entries faculty departments submit against them
 * and their review, comment threads, not-applicable marks and Excel import (docs/adr/0028). Its API reference
 * is at /api/docs/naac.
 */
export function createNaacApp(deps: NaacDeps) {
  return createDomainApp({ name: 'naac', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', templateRoutes(deps))
    .route('/', entryRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', commentRoutes(deps))
    .route('/', notApplicableRoutes(deps))
    .route('/', excelRoutes(deps))
}

export type NaacApp = ReturnType<typeof createNaacApp>
