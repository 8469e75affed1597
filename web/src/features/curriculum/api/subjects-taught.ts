import type { CreateSubject, StaffRef, Subject, SubjectStatus, UpdateSubject } from '@campus/core'
import { academicsApi, call } from '@/lib/api-client'

export {
  isSubjectsTaughtKey,
  subjectsTaughtKey,
  useSubjectsTaught,
  type SubjectsTaughtFilters,
} from '@/lib/subjects-taught'

/** Subjects taught: a regulation subject offered to an academic year, or one group of it, with its staff. */

export type { StaffRef, Subject, SubjectStatus }

export const createSubjectTaught = (subject: CreateSubject) =>
  call(academicsApi.api.subject.$post({ json: subject }))

/** Changes the staff, status or semester; what is taught to whom is fixed. */
export const updateSubjectTaught = (changes: UpdateSubject) =>
  call(academicsApi.api.subject.$put({ json: changes }))

export const deleteSubjectTaught = (id: string) =>
  call(academicsApi.api.subject[':id'].$delete({ param: { id } }))
