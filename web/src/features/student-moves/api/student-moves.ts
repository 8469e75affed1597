import {
  type GroupStudent,
  GroupStudentSchema,
  MAX_MOVED_STUDENTS,
  type MoveStudents,
  type MoveStudentsResult,
} from '@campus/core'
import type { TFunction } from 'i18next'
import { call, identityApi, useApi } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { fetchWholeList } from '@/lib/paged-list'

/** Moving students between academic years and groups (the academic admin's "Move students"). */

export type { GroupStudent }

/** What the source list shows of each student: the fields of a group's roster, so both lists read alike. */
const STUDENT_FIELDS = Object.keys(GroupStudentSchema.shape)

export const movableStudentsKey = (accYearId: string, groupId: string | undefined) =>
  ['student-moves', 'students', accYearId, groupId ?? 'whole-year'] as const

/**
 * The students to move: a group's roster (`GET /api/group/student/{groupId}`), or, with no group, every
 * student of the year (`GET /api/user?filter=usertype eq STUDENT,accYearId eq …`), both by name.
 */
export const useMovableStudents = (accYearId: string | undefined, groupId: string | undefined) =>
  useApi<GroupStudent[]>(accYearId ? movableStudentsKey(accYearId, groupId) : null, () =>
    groupId
      ? call(identityApi.api.group.student[':groupId'].$get({ param: { groupId } }))
      : fetchWholeList(identityApi.api.user, {
          filter: { usertype: 'STUDENT', accYearId },
          fields: STUDENT_FIELDS,
          sort: 'name',
        }),
  )

export type MoveTarget = Omit<MoveStudents, 'userIds'>

/** `POST /api/user/moveStudents` for one chunk of at most {@link MAX_MOVED_STUDENTS} students. */
const postMove = (json: MoveStudents) => call(identityApi.api.user.moveStudents.$post({ json }))

export interface MoveOutcome extends MoveStudentsResult {
  /** Why the move stopped part-way, and how many students were not sent. */
  failure?: { message: string; notSent: number }
}

/**
 * Moves students in chunks the server accepts, one after another. A chunk that fails stops the rest; what
 * earlier chunks moved stays moved and is reported with the failure.
 */
export async function moveStudents(
  userIds: readonly string[],
  target: MoveTarget,
  t: TFunction<'studentMoves'>,
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: 0, skipped: [] }
  for (let start = 0; start < userIds.length; start += MAX_MOVED_STUDENTS) {
    try {
      const result = await postMove({ ...target, userIds: userIds.slice(start, start + MAX_MOVED_STUDENTS) })
      outcome.moved += result.moved
      outcome.skipped.push(...result.skipped)
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('move.failed')
      return { ...outcome, failure: { message, notSent: userIds.length - start } }
    }
  }
  return outcome
}
