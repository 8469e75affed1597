import { createDomainApp } from '@campus/http'
import { commentRoutes } from './comments/comments.routes'
import type { NaacDeps } from './deps'
import { historyRoutes } from './history/history.routes'
import { excelRoutes } from './imports/excel.routes'
import { notApplicableRoutes } from './not-applicable/not-applicable.routes'
import { PREFIXES } from './prefixes'
import { evidenceRoutes } from './reports/evidence.routes'
import { mergeRoutes } from './reports/merges.routes'
import { reportRoutes } from './reports/reports.routes'
import { entryRoutes } from './routes/entries.routes'
import { templateRoutes } from './routes/templates.routes'

/**
 * The naac domain: NAAC templates defined from JSON forms, the entries faculty departments submit against them
 * and their review, comment threads, not-applicable marks and Excel import (docs/adr/0028), and the reports built from them: workbooks,
 * merged attachments, the pre-check and evidence packets (docs/adr/0029). Its API reference
 * is at /api/docs/naac.
 */
export function createNaacApp(deps: NaacDeps) {
  // The report routes come first: their fixed paths (`/boot/naac/download`, `/boot/naacTemplate/getCriteriaByFaculty`)
  // would otherwise be taken for an entry's or a template's id.
  return createDomainApp({ name: 'naac', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', reportRoutes(deps))
    .route('/', mergeRoutes(deps))
    .route('/', evidenceRoutes(deps))
    .route('/', templateRoutes(deps))
    .route('/', entryRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', commentRoutes(deps))
    .route('/', notApplicableRoutes(deps))
    .route('/', excelRoutes(deps))
}

export type NaacApp = ReturnType<typeof createNaacApp>
