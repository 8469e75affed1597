import type { S3Client } from '@aws-sdk/client-s3'
import { writeWorkbookToS3 } from '@campus/reports'
import type { FeedbackServices } from './deps'
import { sheetsFor, type Reader } from './export-job'
import { EXPORT_FILE_NAMES } from './exports.service'

const DAY_MS = 24 * 60 * 60 * 1000

/** The nightly job reads every survey as the administrator would. */
const COLLEGE: Reader = { userId: 'nightly-job', userType: 'ADMIN', departmentIds: [] }

/** The workbooks kept of every survey. */
const NIGHTLY_KINDS = ['SubjectWise', 'FeedbackSurvey', 'class_feedback_report'] as const

/** Where the nightly job keeps a survey's workbooks: one current copy each, outside the expiring `exports/`. */
export const nightlyWorkbookKey = (surveyId: string, fileName: string) =>
  `reports/feedback/${surveyId}/${fileName}`

/**
 * Rewrites the report workbooks (SubjectWise, FeedbackSurvey, class_feedback_report) of every survey that was
 * open at some time in the last day, so the bucket always holds each survey's results as of its close: the
 * evidence an accreditation visit asks for, kept without growing night by night.
 */
export async function writeNightlyWorkbooks(
  services: Pick<FeedbackServices, 'entities' | 'surveyReports'>,
  storage: { s3: S3Client; bucket: string },
  now: number,
) {
  const { data: surveys } = await services.entities.survey.query.all({}).go({ pages: 'all' })
  const written: string[] = []
  for (const survey of surveys.filter((each) => each.closesOn > now - DAY_MS && each.targetCount > 0)) {
    for (const kind of NIGHTLY_KINDS) {
      const sheets = await sheetsFor(services.surveyReports, COLLEGE, { kind, surveyId: survey.id })
      const key = nightlyWorkbookKey(survey.id, EXPORT_FILE_NAMES[kind])
      await writeWorkbookToS3({ ...storage, key, sheets })
      written.push(key)
    }
  }
  return { workbooks: written }
}
