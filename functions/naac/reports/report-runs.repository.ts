import { createJobRequests } from '@campus/db'
import type { NaacEntities, StoredReportRun } from '../entities'

/** The one slot builds are kept in: one build at a time, the latest kept. */
export const LATEST_RUN = { slot: 'LATEST' } as const

/**
 * The builds of the report workbooks (entities.ts `reportRun`), kept by @campus/db's job requests: starting is
 * one conditional put, so of concurrent starts one wins; the job's writes are conditional on its run id and on
 * the build still running, so a late job of a replaced build never touches the latest.
 */
export const createReportRunsRepository = (entities: NaacEntities) =>
  createJobRequests({
    entity: () => entities.reportRun,
    keyOf: ({ slot }: Pick<StoredReportRun, 'slot'>) => ({ slot }),
    requestId: 'id',
    startedOn: 'startedOn',
  })

export type ReportRunsRepository = ReturnType<typeof createReportRunsRepository>
