import { MAX_LIST_COUNT } from './list-query'
import type { NaacTemplateType } from './schemas/naac'

/** Business constants and limits from spec section 9, in one place so the API, the SPA and the jobs agree. */

/** The highest feedback rating (stars). */
export const MAX_RATING = 5

/** Below this viewport width (px) the sidebar collapses and opens over an overlay. */
export const SIDEBAR_BREAKPOINT_PX = 1200

/** How long a toast stays up. */
export const TOAST_TIMEOUT_MS = 1000

/** Page size of sorted staff lists. */
export const SORTED_STAFF_PAGE_SIZE = 50

/** Page size of the event-draft (import) list. */
export const EVENT_DRAFTS_PAGE_SIZE = 100

/** Page size of staff and student lists. */
export const STAFF_STUDENT_PAGE_SIZE = 200

/** How many events the print view loads at once. */
export const PRINT_EVENTS_PAGE_SIZE = 1000

/** The count that means "all" (every faculty member or staff member); the largest count a list accepts. */
export const ALL_RECORDS_PAGE_SIZE = MAX_LIST_COUNT

/** Extension of every downloaded PDF. */
export const PDF_EXTENSION = '.pdf'

/** Appended to a NAAC sub-criterion to name its sample-template download (`<subCriteria> template.xls`). */
export const TEMPLATE_EXPORT_SUFFIX = ' template.xls'

/** The file name of a NAAC sample-template download. */
export const templateExportFileName = (subCriteria: string) => `${subCriteria}${TEMPLATE_EXPORT_SUFFIX}`

/** A PDF download's file name: `name` with `.pdf` appended unless it already ends so (any case). */
export const pdfFileName = (name: string) =>
  name.toLowerCase().endsWith(PDF_EXTENSION) ? name : `${name}${PDF_EXTENSION}`

/**
 * An Excel download's file name with the extension its content has: the legacy `SubjectWise.xls` names are
 * written as .xlsx workbooks now, so `SubjectWise.xls` becomes `SubjectWise.xlsx`; `.xlsx` names stay.
 */
export function xlsxFileName(name: string): string {
  if (/\.xlsx$/i.test(name)) return name
  return `${name.replace(/\.xls$/i, '')}.xlsx`
}

/** Fixed names of the other downloads, spelled as users have always received them. */
export const DOWNLOAD_FILE_NAMES = {
  /** Faculty consolidated NAAC Excel. */
  template: 'Template',
  eventExport: 'EventExport.xls',
  subjectWise: 'SubjectWise.xls',
  feedbackSurvey: 'FeedbackSurvey.xls',
  staffFeedbackReport: 'staff_feedback_report.xlsx',
  classFeedbackReport: 'class_feedback_report.xlsx',
  absentStudentList: 'AbsentStudentList.xls',
  absenteesStudentList: 'AbsenteesStudentList.xls',
  staffAttachmentStatus: 'Staff Attachment Status',
} as const

/** Template types the consolidated Excel export is allowed for. */
export const CONSOLIDATED_EXCEL_TYPES = [
  'GENERAL',
  'MEDICAL',
  'IQAC',
] as const satisfies readonly NaacTemplateType[]

/** True when the consolidated Excel export may run for `type`. */
export const isConsolidatedExcelType = (type: string): type is (typeof CONSOLIDATED_EXCEL_TYPES)[number] =>
  (CONSOLIDATED_EXCEL_TYPES as readonly string[]).includes(type)

/** The suffix of a criteria report path: G for GENERAL, M for every other template type. */
export const criteriaReportSuffix = (type: NaacTemplateType): 'G' | 'M' => (type === 'GENERAL' ? 'G' : 'M')
