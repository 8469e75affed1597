import type { CreateSubject, StaffRef, Subject, SubjectStatus, UpdateSubject } from '@campus/core'
import { academicsApi, call, fetchList, useApi } from '@/lib/api-client'

/** Subjects taught: a regulation subject offered to an academic year, or one group of it, with its staff. */

export type { StaffRef, Subject, SubjectStatus }

export interface SubjectsTaughtFilters {
  accYearId?: string
  /** A group keeps what it takes: the whole year's subjects and its own. */
  groupId?: string
  semester?: number
  subjectStatus?: SubjectStatus
}

export const subjectsTaughtKey = (filters: SubjectsTaughtFilters) =>
  [
    'curriculum',
    'subjects-taught',
    filters.accYearId,
    filters.groupId,
    filters.semester,
    filters.subjectStatus,
  ] as const

/** Matches every cached subjects-taught list, for refreshing them all. */
export const isSubjectsTaughtKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'curriculum' && key[1] === 'subjects-taught'

/** `GET /api/subject?filter=accYearId eq …`, shown by semester, then code. */
export const useSubjectsTaught = (filters: SubjectsTaughtFilters) =>
  useApi(filters.accYearId ? subjectsTaughtKey(filters) : null, async () => {
    const subjects = await fetchList<Subject>('/api/subject', { filter: { ...filters }, sort: 'subjectCode' })
    return subjects.sort((a, b) => a.semester - b.semester)
  })

export const createSubjectTaught = (subject: CreateSubject) =>
  call(academicsApi.api.subject.$post({ json: subject }))

/** Changes the staff, status or semester; what is taught to whom is fixed. */
export const updateSubjectTaught = (changes: UpdateSubject) =>
  call(academicsApi.api.subject.$put({ json: changes }))

export const deleteSubjectTaught = (id: string) =>
  call(academicsApi.api.subject[':id'].$delete({ param: { id } }))
