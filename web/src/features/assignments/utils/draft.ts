import { deadlineText } from '@campus/core'
import type { TFunction } from 'i18next'
import { deadlineMessage, deadlineProblem, isoDayOf } from './deadline'

/** The longest title and description, and the highest maximum mark, the server takes (functions/assignments/routes/schemas.ts). */
export const TITLE_MAX = 200
export const MESSAGE_MAX = 5000
export const MAX_MARK_LIMIT = 1000
export const DEFAULT_MAX_MARK = 100

/** An assignment being written or edited. */
export interface AssignmentDraft {
  title: string
  message: string
  /** Files as `{ versionId, fileKey }` with their names: fresh uploads and ones the assignment holds. */
  files: { versionId: string; fileKey: string; fileName?: string | undefined }[]
  /** The deadline day as a date input holds it, `yyyy-mm-dd`. */
  deadline: string
  submission: 'Enable' | 'Disable'
  maxMark: number | ''
}

export const emptyDraft = (): AssignmentDraft => ({
  title: '',
  message: '',
  files: [],
  deadline: '',
  submission: 'Enable',
  maxMark: DEFAULT_MAX_MARK,
})

/** A saved assignment as the edit form starts it. */
export const draftOf = (assignment: {
  title: string
  message: string
  files: AssignmentDraft['files']
  deadLine: string
  submission: 'Enable' | 'Disable'
  maxMark: number
}): AssignmentDraft => ({
  title: assignment.title,
  message: assignment.message,
  files: assignment.files.map(({ versionId, fileKey, fileName }) => ({ versionId, fileKey, fileName })),
  deadline: isoDayOf(assignment.deadLine),
  submission: assignment.submission,
  maxMark: assignment.maxMark,
})

/**
 * What is wrong with a draft, keyed by the body's field names (the legacy messages: "Title required.",
 * "Description required.", "Deadline should not be less than current date"). `savedDeadline`, the day an
 * edited assignment already has, is accepted even when it has passed.
 */
export function draftProblems(
  draft: AssignmentDraft,
  t: TFunction<'assignments'>,
  savedDeadline?: string,
  now = Date.now(),
) {
  const problems: Record<string, string> = {}
  if (!draft.title.trim()) problems.title = t('draft.titleRequired')
  if (!draft.message.trim()) problems.message = t('draft.descriptionRequired')
  const deadline =
    draft.deadline && draft.deadline === savedDeadline ? undefined : deadlineProblem(draft.deadline, now)
  if (deadline) problems.deadLine = deadlineMessage(deadline, t)
  if (
    draft.maxMark === '' ||
    !Number.isInteger(draft.maxMark) ||
    draft.maxMark < 1 ||
    draft.maxMark > MAX_MARK_LIMIT
  )
    problems.maxMark = t('draft.maxMarkRange', { max: MAX_MARK_LIMIT })
  return problems
}

/** The body fields a draft gives: files as bare references, the deadline as `dd-MMM-yyyy`. */
export const bodyFieldsOf = (draft: AssignmentDraft) => ({
  title: draft.title.trim(),
  message: draft.message.trim(),
  files: draft.files.map(({ versionId, fileKey }) => ({ versionId, fileKey })),
  deadLine: deadlineText(draft.deadline),
  submission: draft.submission,
  maxMark: draft.maxMark === '' ? DEFAULT_MAX_MARK : draft.maxMark,
})
