import type { NaacTemplateType } from '@campus/core'
import { JOB_STALLED_AFTER_MS } from '@campus/db'
import type { StoredReportRun } from '../entities'
import type { ReportScope } from './build.job'
import { REPORT_TIME_ZONE } from './keys'

/**
 * What a legacy workbook download answers instead of the workbook: a short text file. The legacy client
 * downloads with file-saver's `saveAs(url, "template")`, which reads nothing and saves whatever comes back, so
 * the only thing its user can see is the file; a JSON error became `template.json`. 202 while a build is
 * running (browsers save a 202 like a 200), 404 when there is nothing to build. Sample workbooks answer the same
 * way while theirs is being built.
 */
export interface WorkbookNotice {
  status: 202 | 404
  fileName: string
  text: string
  /** In how long the workbook should be ready, while it is being built. */
  retryAfterSeconds?: number
}

const timeOf = (at: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: REPORT_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)

/** Whether a build's scope makes a faculty's consolidated workbook of a type (build.job.ts `planWorkbooks`). */
export const buildsFacultyWorkbook = (scope: ReportScope, facultyId: string, type: NaacTemplateType) =>
  !scope.criteria &&
  (!scope.type || scope.type === type) &&
  (!scope.facultyIds || scope.facultyIds.includes(facultyId))

/**
 * When a running build should end: projected from its progress once it has built something, never later than
 * the time after which it counts as failed (job-requests `JOB_STALLED_AFTER_MS`), which is all that is known
 * before.
 */
export function readyByOf(run: Pick<StoredReportRun, 'startedOn' | 'done' | 'total'>, at: number) {
  const latest = run.startedOn + JOB_STALLED_AFTER_MS
  if (run.done <= 0 || run.total <= 0) return { readyBy: latest, projected: false }
  const projected = at + ((at - run.startedOn) * Math.max(run.total - run.done, 0)) / run.done
  return { readyBy: Math.min(Math.ceil(projected), latest), projected: true }
}

/** The faculty's workbook of `type` is being built by `run`, or waits for `run` (another build) to end. */
export function buildingNotice(
  run: Pick<StoredReportRun, 'startedOn' | 'done' | 'total' | 'scope' | 'startedByName'>,
  facultyId: string,
  type: NaacTemplateType,
  at: number,
): WorkbookNotice {
  const { readyBy, projected } = readyByOf(run, at)
  const progress = projected ? ` (${run.done} of ${run.total} workbooks built so far)` : ''
  const when = projected ? `at about ${timeOf(readyBy)}${progress}` : `by ${timeOf(readyBy)} at the latest`
  const lines = buildsFacultyWorkbook(run.scope as ReportScope, facultyId, type)
    ? [
        `NAAC consolidated Excel (${type}) - being built`,
        '',
        `This faculty's consolidated ${type} workbook had not been built yet; its build started at ${timeOf(run.startedOn)}.`,
        `It should be ready ${when}.`,
        'Click "Consolidate Excell" again then to download it.',
      ]
    : [
        `NAAC consolidated Excel (${type}) - waiting for another build`,
        '',
        `This faculty's consolidated ${type} workbook has not been built yet, and the reports are being built now`,
        `(started by ${run.startedByName} at ${timeOf(run.startedOn)}); one build runs at a time.`,
        `That build should end ${when}. Click "Consolidate Excell" again then to build this workbook.`,
      ]
  return {
    status: 202,
    fileName: 'template - being built.txt',
    text: lines.join('\r\n') + '\r\n',
    retryAfterSeconds: Math.max(1, Math.ceil((readyBy - at) / 1000)),
  }
}

/** No template of the type exists, so there is no consolidated workbook of it to build. */
export const nothingToBuildNotice = (type: NaacTemplateType): WorkbookNotice => ({
  status: 404,
  fileName: 'template - nothing to consolidate.txt',
  text: [
    `NAAC consolidated Excel (${type}) - nothing to consolidate`,
    '',
    `There is no ${type} template yet, so there is no consolidated ${type} workbook to download.`,
    'Choose the other template type, or ask the administrator to add the templates.',
    '',
  ].join('\r\n'),
})

/** A template's sample workbook is still being built by the jobs Lambda (imports/samples.service.ts). */
export const sampleBeingBuiltNotice = (subCriteria: string, retryAfterSeconds: number): WorkbookNotice => ({
  status: 202,
  fileName: `${subCriteria} template - being prepared.txt`,
  text: [
    `NAAC sample template (${subCriteria}) - being prepared`,
    '',
    'The sample workbook of this template is being built now, from its current form.',
    `Download it again in ${retryAfterSeconds} seconds.`,
    '',
  ].join('\r\n'),
  retryAfterSeconds,
})
