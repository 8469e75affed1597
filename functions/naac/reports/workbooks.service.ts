import { AppError, type Caller, conflict, type NaacTemplateType } from '@campus/core'
import { newId } from '@campus/db'
import type { JobStarter } from '@campus/runtime'
import type { StoredReportFile, StoredReportRun } from '../entities'
import type { TemplatesRepository } from '../templates.repository'
import type { ReportScope } from './build.job'
import { reportScopes } from './keys'
import type { ReportDownloads, ReportFileLink } from './report-downloads'
import type { ReportFilesRepository } from './report-files.repository'
import { LATEST_RUN, type ReportRunsRepository } from './report-runs.repository'
import { assertAdministrator, assertCollegeReports, assertFacultyReports } from './report-rights'
import { stalledReason } from './stalled'
import { startBuildJob } from './start-job'
import { buildingNotice, nothingToBuildNotice, type WorkbookNotice } from './workbook-notice'

/** The job that builds the workbooks (manifest.ts). */
export const REPORTS_JOB = 'naac-reports'

/** A legacy download answered in the response up to this size; a larger one is a redirect to the file. */
export const INLINE_DOWNLOAD_MAX_BYTES = 4 * 1024 * 1024

/** A built workbook as the report calls answer it. */
export interface ReportWorkbookView {
  naacTemplateId?: string
  facultyId?: string
  type: NaacTemplateType
  criteria?: string
  createdOn: number
  modifiedOn: number
  rows: number
  xlsFile: ReportFileLink
}

/** A build of the workbooks and its progress. */
export type ReportRunView = Omit<StoredReportRun, 'slot' | 'startedBy' | 'force'>

/** A legacy download: the bytes, or where to fetch them, or (the consolidated workbook) why not yet. */
export type ReportDownload =
  { bytes: Uint8Array<ArrayBuffer>; fileName: string } | { redirect: string } | { notice: WorkbookNotice }

const notBuilt = (what: string) =>
  new AppError(
    404,
    'NOT_BUILT',
    `The ${what} is not built yet. The reports are built every night at 8 PM; ask for them now with Build now.`,
  )

/**
 * The report workbooks as people read them (legacy-client.md 2.5: consolidateExcel, naacFacultyConsolidate,
 * naacCriteriaExcel, naacExcelByCriteria) and the builds that make them. Reads are one Query or GetItem of the
 * records the `naac-reports` job wrote, then presigned links; nothing here opens a workbook.
 */
export function createWorkbooksService(deps: {
  files: ReportFilesRepository
  runs: ReportRunsRepository
  templates: Pick<TemplatesRepository, 'list'>
  downloads: ReportDownloads
  startJob: JobStarter
  now?: () => number
}) {
  const { files, runs, downloads } = deps
  const now = deps.now ?? Date.now

  const view = async (record: StoredReportFile): Promise<ReportWorkbookView> => ({
    ...(record.naacTemplateId ? { naacTemplateId: record.naacTemplateId } : {}),
    ...(record.facultyId ? { facultyId: record.facultyId } : {}),
    type: record.type,
    ...(record.criteria ? { criteria: record.criteria } : {}),
    createdOn: record.createdOn,
    modifiedOn: record.modifiedOn,
    rows: record.rows,
    xlsFile: await downloads.link(record.objectKey, record.fileName, record.bytes),
  })

  async function download(record: StoredReportFile | undefined, what: string): Promise<ReportDownload> {
    if (!record) throw notBuilt(what)
    if (record.bytes > INLINE_DOWNLOAD_MAX_BYTES)
      return { redirect: (await downloads.link(record.objectKey, record.fileName)).url }
    return { bytes: await downloads.read(record.objectKey), fileName: record.fileName }
  }

  const runView = (run: StoredReportRun, at: number): ReportRunView => {
    const { slot: _slot, startedBy: _startedBy, force: _force, ...shown } = run
    return runs.isStalled(run, at)
      ? { ...shown, status: 'FAILED', reason: stalledReason('build of the reports') }
      : shown
  }

  const newRun = (caller: Caller, scope: ReportScope, at: number, force = false): StoredReportRun => ({
    ...LATEST_RUN,
    id: newId(),
    status: 'PROCESSING',
    scope,
    force,
    done: 0,
    total: 0,
    rebuilt: 0,
    unchanged: 0,
    startedBy: caller.actor.userId,
    startedByName: caller.actor.name,
    startedOn: at,
  })

  /** Starts the job of a build just recorded as PROCESSING. */
  const launch = (run: StoredReportRun) =>
    startBuildJob(
      deps.startJob,
      { job: REPORTS_JOB, runId: run.id, scope: run.scope, force: run.force },
      () =>
        runs.finish(run, {
          status: 'FAILED',
          done: 0,
          total: 0,
          rebuilt: 0,
          unchanged: 0,
          reason: 'The build could not start. Try again.',
          finishedOn: now(),
        }),
    )

  async function start(caller: Caller, scope: ReportScope, force = false): Promise<ReportRunView> {
    const at = now()
    const run = newRun(caller, scope, at, force)
    if (!(await runs.start(run)))
      throw conflict('REPORTS_RUNNING', 'The reports are being built now. Wait for that build to finish.')
    await launch(run)
    return runView(run, at)
  }

  /**
   * A consolidated workbook never built (before the first nightly build, or since its faculty's first template
   * of the type): its build starts now, or the build running is joined (one conditional put, then one GetItem
   * when it lost), and the download answers a notice of when it will be ready.
   */
  async function buildMissing(caller: Caller, facultyId: string, type: NaacTemplateType) {
    if (!(await deps.templates.list({ type })).length) return nothingToBuildNotice(type)
    const at = now()
    const run = newRun(caller, { facultyIds: [facultyId], type }, at)
    const answer = await runs.startOrFindRunning(run)
    if (answer.started) await launch(run)
    return buildingNotice(answer.started ? run : answer.running, facultyId, type, at)
  }

  return {
    /**
     * `facultyConsolidateExcell`: the faculty's workbook of one type; one never built is built now, answered
     * with a notice of when it will be ready (`buildMissing`).
     */
    async facultyWorkbook(
      caller: Caller,
      facultyId: string,
      type: NaacTemplateType,
    ): Promise<ReportDownload> {
      assertFacultyReports(caller.actor, facultyId)
      const record = await files.find('FACULTY', reportScopes.faculty(facultyId, type))
      if (!record) return { notice: await buildMissing(caller, facultyId, type) }
      return download(record, 'consolidated workbook')
    },

    /** `naac/download`: one template's workbook of one faculty. */
    async templateFacultyWorkbook(caller: Caller, facultyId: string, templateId: string) {
      assertFacultyReports(caller.actor, facultyId)
      return download(
        await files.find('TEMPLATE_FACULTY', reportScopes.templateFaculty(facultyId, templateId)),
        'workbook of this template',
      )
    },

    /** A faculty's consolidated workbooks (both types), one Query. */
    async facultyWorkbooks(caller: Caller, facultyId: string) {
      assertFacultyReports(caller.actor, facultyId)
      const records = await files.list('FACULTY', reportScopes.facultiesPrefix(facultyId))
      return Promise.all(records.filter((record) => record.kind === 'FACULTY').map(view))
    },

    /** `naacFacultyConsolidate`: a faculty's workbook of each template, one Query. */
    async facultyTemplateWorkbooks(caller: Caller, facultyId: string) {
      assertFacultyReports(caller.actor, facultyId)
      return Promise.all(
        (await files.list('TEMPLATE_FACULTY', reportScopes.facultiesPrefix(facultyId))).map(view),
      )
    },

    /** `naacCriteriaExcel`: each template's workbook of a criterion, every faculty, one Query. */
    async criteriaTemplateWorkbooks(caller: Caller, criteria: string) {
      assertCollegeReports(caller.actor)
      const records = await files.list('TEMPLATE')
      return Promise.all(records.filter((record) => record.criteria === criteria).map(view))
    },

    /** `naacExcelByCriteria`: the criterion's complete workbook of one type, as a list of none or one. */
    async criteriaWorkbook(caller: Caller, criteria: string, type: NaacTemplateType) {
      assertCollegeReports(caller.actor)
      const record = await files.find('CRITERIA', reportScopes.criteria(criteria, type))
      return record ? [await view(record)] : []
    },

    /** A faculty's or the college's build ("Build now", "Check again"). */
    async build(caller: Caller, request: { facultyId?: string; type?: NaacTemplateType; criteria?: string }) {
      if (request.facultyId) assertFacultyReports(caller.actor, request.facultyId)
      else assertCollegeReports(caller.actor)
      const { facultyId, type, criteria } = request
      const scope: ReportScope = {
        ...(facultyId ? { facultyIds: [facultyId] } : {}),
        ...(type ? { type } : {}),
        ...(criteria ? { criteria: criteria as ReportScope['criteria'] } : {}),
      }
      return start(caller, scope)
    },

    /** `mergeNaacConsolidate`: every workbook of the college, now (the administrator). */
    async buildAll(caller: Caller) {
      assertAdministrator(caller.actor)
      return start(caller, {})
    },

    /** The latest build: any report reader sees how far it is. */
    async latestRun(caller: Caller): Promise<ReportRunView | null> {
      assertCollegeReports(caller.actor)
      const run = await runs.find(LATEST_RUN)
      return run ? runView(run, now()) : null
    },
  }
}

export type WorkbooksService = ReturnType<typeof createWorkbooksService>
