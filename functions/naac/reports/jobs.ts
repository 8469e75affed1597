import { createFacultyDepartments, newId } from '@campus/db'
import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import { createNaacEntities } from '../entities'
import { ReportBuildInputSchema, runReportBuild } from './build.job'
import { EvidenceInputSchema, runEvidence } from './evidence.job'
import { createEvidenceRepository } from './evidence.repository'
import { MergeInputSchema, runMerge } from './merge.job'
import { createMergesRepository } from './merges.repository'
import { createReportFilesRepository } from './report-files.repository'
import { createReportRunsRepository, LATEST_RUN } from './report-runs.repository'
import { createReportSources } from './report-sources'

/** The naac and academics tables' readers on the job's clients. */
function onContext(context: JobContext) {
  const entities = createNaacEntities(context.client, requireTable(context, 'naac'))
  const facultyDepartments = createFacultyDepartments(context.client, requireTable(context, 'academics'))
  return { entities, sources: createReportSources(entities, facultyDepartments) }
}

/**
 * The report workbooks (manifest job `naac-reports`). Started on request with the run a caller recorded; on its
 * nightly schedule (no input) it records a run of every workbook itself, unless one is running.
 */
export async function runReportsJob(context: JobContext, input: unknown) {
  const { entities, sources } = onContext(context)
  const runs = createReportRunsRepository(entities)
  let parsed = ReportBuildInputSchema.safeParse(input)
  if (!parsed.success) {
    const runId = newId()
    const started = await runs.start({
      ...LATEST_RUN,
      id: runId,
      status: 'PROCESSING',
      scope: {},
      done: 0,
      total: 0,
      rebuilt: 0,
      unchanged: 0,
      startedBy: 'system',
      startedByName: 'Nightly build',
      startedOn: context.now(),
    })
    if (!started) return { skipped: 'A build is running' }
    parsed = ReportBuildInputSchema.safeParse({ runId, scope: {} })
  }
  if (!parsed.success) throw parsed.error
  return runReportBuild(
    {
      sources,
      files: createReportFilesRepository(entities),
      runs,
      s3: context.s3,
      bucket: requireBucket(context, 'exports'),
      now: context.now,
    },
    parsed.data,
  )
}

/** One merge of attachments (manifest job `naac-merge`). */
export function runMergeJob(context: JobContext, input: unknown) {
  const { entities, sources } = onContext(context)
  return runMerge(
    {
      merges: createMergesRepository(entities),
      sources,
      s3: context.s3,
      exportsBucket: requireBucket(context, 'exports'),
      attachmentsBucket: requireBucket(context, 'attachments'),
      now: context.now,
    },
    MergeInputSchema.parse(input),
  )
}

/** One evidence packet, built or checked (manifest job `naac-evidence`). */
export function runEvidenceJob(context: JobContext, input: unknown) {
  const { entities, sources } = onContext(context)
  return runEvidence(
    {
      evidence: createEvidenceRepository(entities),
      sources,
      entities,
      s3: context.s3,
      exportsBucket: requireBucket(context, 'exports'),
      attachmentsBucket: requireBucket(context, 'attachments'),
      now: context.now,
    },
    EvidenceInputSchema.parse(input),
  )
}
