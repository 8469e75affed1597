import type { S3Client } from '@aws-sdk/client-s3'
import type { Principal } from '@campus/core'
import { writeWorkbookToS3 } from '@campus/reports'
import type { FeedbackServices } from './deps'
import { classSheets, subjectWiseSheets, surveyWiseSheets } from './export-sheets'
import { EXPORT_FILE_NAMES } from './exports.service'

const DAY_MS = 24 * 60 * 60 * 1000

/** The nightly job reads every survey as the administrator would. */
const COLLEGE: Principal = {
  userId: 'nightly-job',
  userType: 'ADMIN',
  email: '',
  name: 'Nightly job',
  roles: [],
  rollType: [],
  departmentIds: [],
}

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
    const books = [
      [
        EXPORT_FILE_NAMES.SubjectWise,
        subjectWiseSheets(await services.surveyReports.subjectWise(COLLEGE, survey.id)),
      ],
      [
        EXPORT_FILE_NAMES.FeedbackSurvey,
        surveyWiseSheets(await services.surveyReports.surveyWise(COLLEGE, survey.id)),
      ],
      [
        EXPORT_FILE_NAMES.class_feedback_report,
        classSheets(await services.surveyReports.byClass(COLLEGE, survey.id)),
      ],
    ] as const
    for (const [fileName, sheets] of books) {
      const key = nightlyWorkbookKey(survey.id, fileName)
      await writeWorkbookToS3({ ...storage, key, sheets })
      written.push(key)
    }
  }
  return { workbooks: written }
}
