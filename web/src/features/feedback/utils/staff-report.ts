import type { TFunction } from 'i18next'
import {
  averagePercent,
  MAX_RATING,
  type SurveyReportRow,
  UNTITLED_SURVEY_NAME,
  type WithheldReason,
} from '@campus/core'

/** The subject a row is about, "CS101 Data Structures"; undefined for a group (exit or other) survey. */
export const rowSubject = (row: Pick<SurveyReportRow, 'subjectCode' | 'subjectName'>) =>
  [row.subjectCode, row.subjectName].filter(Boolean).join(' ') || undefined

/** A row's survey name; an unnamed survey is an "Untitled Survey" (spec section 8). */
export const rowSurveyName = (row: Pick<SurveyReportRow, 'surveyName'>) =>
  row.surveyName.trim() || UNTITLED_SURVEY_NAME

/** "4.33/5.0 (86%)": the average and its share of the top rating, rounded down as legacy reports do. */
export const averageText = (average: number) => `${average}/${MAX_RATING}.0 (${averagePercent(average)}%)`

/** Why a staff member does not see a row of their own report yet. */
export function withheldMessage(t: TFunction<'feedback'>, reason: WithheldReason, minResponses: number) {
  switch (reason) {
    case 'SURVEY_OPEN':
      return t('staffReport.withheld.surveyOpen')
    case 'TOO_FEW_RESPONSES':
      return t('staffReport.withheld.tooFewResponses', { minResponses })
  }
}
