import {
  averagePercent,
  GRADE_FIELDS,
  FEEDBACK_GRADE_LEGEND,
  type ClassReport,
  type StaffReport,
  type SubjectWiseReport,
  type SurveyReportRow,
  type SurveyWiseReport,
} from '@campus/core'
import type { SheetSpec, WorkbookRow } from '@campus/reports'

/**
 * The sheets of each feedback workbook, built from the same report objects the screens show, so a workbook
 * and its screen cannot disagree. Headers are the report screens' words.
 */

const gradeColumns = GRADE_FIELDS.map((key, index) => ({
  header: `${FEEDBACK_GRADE_LEGEND[index]!.label} (${index + 1})`,
  key,
  width: 12,
}))

const figureColumns = [
  { header: 'Responses', key: 'polledUser', width: 11 },
  { header: 'Average (out of 5)', key: 'overAllAvg', width: 18 },
  { header: 'Average %', key: 'percent', width: 11 },
]

const describedColumns = [
  { header: 'Group', key: 'groupName', width: 20 },
  { header: 'Subject code', key: 'subjectCode', width: 14 },
  { header: 'Subject', key: 'subjectName', width: 32 },
  { header: 'Staff', key: 'staffName', width: 26 },
]

const figuresOf = (row: { polledUser: number; overAllAvg: number }) => ({
  polledUser: row.polledUser,
  overAllAvg: row.overAllAvg,
  percent: averagePercent(row.overAllAvg),
})

/** One line per question of a report row, with its grade counts and average. */
const questionLines = (row: { questions: SurveyReportRow['questions'] }, context: WorkbookRow = {}) =>
  row.questions.map((question, index) => ({
    ...context,
    number: index + 1,
    question: question.question,
    ...Object.fromEntries(GRADE_FIELDS.map((field) => [field, question[field]])),
    avg: question.avg,
  }))

const questionColumns = [
  { header: '#', key: 'number', width: 5 },
  { header: 'Question', key: 'question', width: 50 },
  ...gradeColumns,
  { header: 'Average', key: 'avg', width: 10 },
]

/** SubjectWise: a line per subject and staff, then each one's questions. */
export const subjectWiseSheets = (report: SubjectWiseReport): SheetSpec[] => [
  {
    name: 'Subject-wise',
    columns: [...describedColumns, ...figureColumns],
    rows: report.rows.map((row) => ({ ...describe(row), ...figuresOf(row) })),
  },
  {
    name: 'Questions',
    columns: [...describedColumns, ...questionColumns],
    rows: report.rows.flatMap((row) => questionLines(row, describe(row))),
  },
]

/** FeedbackSurvey: the whole survey question by question, and its totals. */
export const surveyWiseSheets = (report: SurveyWiseReport): SheetSpec[] => [
  {
    name: 'Survey',
    columns: [
      { header: 'Survey', key: 'name', width: 32 },
      { header: 'Subjects or groups asked', key: 'targets', width: 24 },
      ...figureColumns,
    ],
    rows: [{ name: report.survey.name, targets: report.targets, ...figuresOf(report) }],
  },
  { name: 'Questions', columns: questionColumns, rows: questionLines(report) },
]

/** class_feedback_report: a line per group, then each group's questions. */
export const classSheets = (report: ClassReport): SheetSpec[] => [
  {
    name: 'Classes',
    columns: [{ header: 'Group', key: 'groupName', width: 20 }, ...figureColumns],
    rows: report.classes.map((group) => ({ groupName: group.groupName, ...figuresOf(group) })),
  },
  {
    name: 'Questions',
    columns: [{ header: 'Group', key: 'groupName', width: 20 }, ...questionColumns],
    rows: report.classes.flatMap((group) => questionLines(group, { groupName: group.groupName })),
  },
]

const WITHHELD_TEXT = {
  SURVEY_OPEN: 'Withheld until the survey closes',
  TOO_FEW_RESPONSES: 'Withheld: too few responses',
} as const

/** staff_feedback_report: a line per survey and subject; withheld lines say why instead of figures. */
export const staffSheets = (report: StaffReport): SheetSpec[] => [
  {
    name: 'Staff feedback',
    columns: [
      { header: 'Survey', key: 'surveyName', width: 32 },
      ...describedColumns,
      ...figureColumns,
      { header: 'Note', key: 'note', width: 34 },
    ],
    rows: report.rows.map((row) => ({
      surveyName: row.surveyName,
      ...describe(row),
      ...(row.withheld ? { note: WITHHELD_TEXT[row.withheld] } : figuresOf(row)),
    })),
  },
  {
    name: 'Questions',
    columns: [{ header: 'Survey', key: 'surveyName', width: 32 }, ...describedColumns, ...questionColumns],
    rows: report.rows.flatMap((row) => questionLines(row, { surveyName: row.surveyName, ...describe(row) })),
  },
]

function describe(row: SurveyReportRow): WorkbookRow {
  return {
    groupName: row.groupName,
    subjectCode: row.subjectCode,
    subjectName: row.subjectName,
    staffName: row.staffName,
  }
}

/** How many rows a workbook's sheets hold, for progress. */
export const rowCount = (sheets: readonly SheetSpec[]) =>
  sheets.reduce((total, sheet) => total + (Array.isArray(sheet.rows) ? sheet.rows.length : 0), 0)
