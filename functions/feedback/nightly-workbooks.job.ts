import type { S3Client } from '@aws-sdk/client-s3'
import { writeWorkbookToS3 } from '@campus/reports'
import { answeredInWindow, type AnsweredCursor } from './answered-index'
import type { FeedbackServices } from './deps'
import type { SurveyItem } from './entities'
import { sheetsFor, type Reader } from './export-job'
import { EXPORT_FILE_NAMES } from './exports.service'
import { runPasses, type IncrementalOptions, type Pass, type ScanCursor } from './job-progress'

/** The nightly job reads every survey as the administrator would. */
const COLLEGE: Reader = { userId: 'nightly-job', userType: 'ADMIN', departmentIds: [] }

/** The workbooks kept of every survey. */
const NIGHTLY_KINDS = ['SubjectWise', 'FeedbackSurvey', 'class_feedback_report'] as const

/** The most surveys whose workbooks one invocation writes; the next invocation continues. */
export const SURVEYS_PER_RUN = 50

/** Where the nightly job keeps a survey's workbooks: one current copy each, outside the expiring `exports/`. */
export const nightlyWorkbookKey = (surveyId: string, fileName: string) =>
  `reports/feedback/${surveyId}/${fileName}`

/** Where an incremental pass stopped: in its walk of the surveys answered in its window. */
interface AnsweredSurveysCursor {
  answered: AnsweredCursor
}

/**
 * Rewrites the report workbooks (SubjectWise, FeedbackSurvey, class_feedback_report) of the surveys answered or
 * changed since the last run (docs/adr/0023), so the bucket always holds each survey's results as of its
 * close: the evidence an accreditation visit asks for, kept without growing night by night. The first run, or
 * one asked for with `full`, rewrites every survey that has targets, in survey id order. At most `limit`
 * surveys per invocation; the next invocation continues where it stopped.
 */
export async function writeNightlyWorkbooks(
  services: Pick<FeedbackServices, 'entities' | 'surveyReports' | 'db'>,
  storage: { s3: S3Client; bucket: string },
  now: number,
  options: IncrementalOptions = {},
) {
  const { client, table } = services.db
  const written: string[] = []
  let surveys: SurveyItem[] | undefined
  const allSurveys = async () =>
    (surveys ??= (await services.entities.survey.query.all({}).go({ pages: 'all' })).data.filter(
      (survey) => survey.targetCount > 0,
    ))

  /** A full pass: every survey with targets after the cursor's, in id order. */
  async function everySurvey(pass: Pass, budget: number) {
    const after = (pass.cursor as ScanCursor | undefined)?.after?.id as string | undefined
    const rest = (await allSurveys())
      .map(({ id }) => id)
      .filter((id) => after === undefined || id > after)
      .sort()
    const chosen = rest.slice(0, budget)
    return {
      chosen,
      cursor: rest.length > budget ? { after: { id: chosen.at(-1) ?? after ?? '' } } : undefined,
    }
  }

  /**
   * An incremental pass: first the surveys changed in its window (renamed, closed, targets added), then those
   * answered in it, from the survey answers' gsi2 listing by day.
   */
  async function changedOrAnswered(pass: Pass, budget: number) {
    const resumed = pass.cursor as AnsweredSurveysCursor | undefined
    const changed = resumed
      ? []
      : (await allSurveys())
          .filter(({ modifiedOn }) => modifiedOn >= pass.from && modifiedOn < pass.until)
          .map(({ id }) => id)
    const { found, cursor } = await answeredInWindow(client, table, {
      kind: 'SURVEY',
      window: pass,
      ...(resumed ? { cursor: resumed.answered } : {}),
      limit: Math.max(budget - changed.length, 0),
      attributes: ['surveyId'],
      identify: (item) => [String(item.surveyId), String(item.surveyId)],
    })
    return {
      chosen: [...new Set([...changed, ...found.values()])],
      cursor: cursor ? { answered: cursor } : undefined,
    }
  }

  const progress = await runPasses(
    { client, table, now: () => now },
    'workbooks',
    { ...options, limit: options.limit ?? SURVEYS_PER_RUN },
    async (pass, budget) => {
      const { chosen, cursor } = pass.full
        ? await everySurvey(pass, budget)
        : await changedOrAnswered(pass, budget)
      for (const surveyId of chosen)
        for (const kind of NIGHTLY_KINDS) {
          const sheets = await sheetsFor(services.surveyReports, COLLEGE, { kind, surveyId })
          const key = nightlyWorkbookKey(surveyId, EXPORT_FILE_NAMES[kind])
          await writeWorkbookToS3({ ...storage, key, sheets })
          written.push(key)
        }
      return { handled: chosen.length, cursor }
    },
  )
  return { workbooks: written, workbookProgress: progress }
}
