import { hasFile, type NoFile } from '@campus/core'
import type { TFunction } from 'i18next'
import type { SheetColumn } from '../../../lib/spreadsheet'
import { fileNameOf, formatDateTime } from './format'

/** Where a student stands on an assignment, as the staff's table shows it. */
export type SubmissionStatus = 'SUBMITTED' | 'LATE' | 'MISSING'

/** A row of the submissions table (`GET /api/assignment/getassignment/{id}`). */
export interface SubmissionRowLike {
  studentId: string
  name: string
  registerNo?: string | undefined
  groupId?: string | undefined
  status: SubmissionStatus
  /** The submitted file; `{}` (the legacy shape) when there is none. */
  barcode?: { fileKey: string; fileName?: string | undefined } | NoFile | undefined
  attendanceDate?: number | undefined
  mark?: number | undefined
  remark?: string | undefined
}

/** A status as people read it: Submitted, Late, Missing or (for the student) Open. */
export const statusLabel = (status: SubmissionStatus | 'OPEN', t: TFunction<'assignments'>) =>
  t(`status.${status}`)

/** How many students submitted on time, late, and not at all. */
export function countByStatus(rows: readonly Pick<SubmissionRowLike, 'status'>[]) {
  const counts: Record<SubmissionStatus, number> = { SUBMITTED: 0, LATE: 0, MISSING: 0 }
  for (const row of rows) counts[row.status] += 1
  return counts
}

/** One row of the exported workbook: the table's columns as text. */
export interface SubmissionSheetRow extends Record<string, unknown> {
  number: number
  registerNo: string
  name: string
  group: string
  status: string
  file: string
  uploadedOn: string
  mark: number | string
  remark: string
}

/** The workbook's columns: the table's, in its order and with its headings (keys checked against the rows). */
export const submissionColumns = (
  t: TFunction<'assignments'>,
): readonly SheetColumn<Record<string, unknown>>[] =>
  [
    { header: '#', key: 'number', width: 6 },
    { header: t('submissions.registerNo'), key: 'registerNo', width: 16 },
    { header: t('submissions.name'), key: 'name', width: 28 },
    { header: t('submissions.group'), key: 'group', width: 10 },
    { header: t('submissions.status'), key: 'status', width: 12 },
    { header: t('submissions.assignment'), key: 'file', width: 32 },
    { header: t('submissions.uploadedOn'), key: 'uploadedOn', width: 22 },
    { header: t('submissions.mark'), key: 'mark', width: 8 },
    { header: t('submissions.remark'), key: 'remark', width: 40 },
  ] satisfies readonly SheetColumn<SubmissionSheetRow>[]

/** The table's rows as the workbook writes them; `groupName` names a group (never its id). */
export function submissionSheetRows(
  rows: readonly SubmissionRowLike[],
  groupName: (groupId: string | undefined) => string,
  t: TFunction<'assignments'>,
): SubmissionSheetRow[] {
  return rows.map((row, index) => ({
    number: index + 1,
    registerNo: row.registerNo ?? '',
    name: row.name,
    group: groupName(row.groupId),
    status: statusLabel(row.status, t),
    file: hasFile(row.barcode) ? fileNameOf(row.barcode) : t('noAttachment'),
    uploadedOn: row.attendanceDate === undefined ? '---' : formatDateTime(row.attendanceDate),
    mark: row.mark ?? '',
    remark: row.remark ?? '',
  }))
}

/** The exported workbook's name: `<title> submissions.xlsx`, without characters file systems refuse. */
export const submissionsFileName = (title: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Assignment'
  } submissions.xlsx`

/** Why a mark cannot be saved, or undefined when it can: empty (no mark) or 0 to the assignment's maximum. */
export function markProblem(text: string, maxMark: number, t: TFunction<'assignments'>) {
  if (text.trim() === '') return undefined
  const mark = Number(text)
  if (!Number.isFinite(mark)) return t('mark.enterNumber')
  if (mark < 0 || mark > maxMark) return t('mark.between', { max: maxMark })
  return undefined
}
