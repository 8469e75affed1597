import type { Subject, SubjectStatus } from '@campus/core'
import { academicsApi, useApi } from './api-client'
import { fetchList } from './list-endpoint'

/**
 * Subjects taught (a regulation subject offered to an academic year, or one group of it, with its staff), as
 * the curriculum screens and the survey builder read them. One SWR key family, so a change on the curriculum
 * screens refreshes every copy.
 */

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
    const subjects: Subject[] = await fetchList(academicsApi.api.subject, {
      filter: { ...filters },
      sort: 'subjectCode',
    })
    return subjects.sort((a, b) => a.semester - b.semester)
  })
