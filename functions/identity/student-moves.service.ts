import { settleAll } from '@campus/db'
import type { Caller, MoveStudents, MoveStudentsResult } from '@campus/core'
import type { SessionStore } from '@campus/db'
import { assertMayMoveStudents, manages } from './access-rules'
import { sessionPrincipalOf } from './sessions.service'
import type { BulkUsersRepository, UserChange } from './users-bulk.repository'
import { WRITE_CONCURRENCY, type StoredUser, type UsersRepository } from './users.repository'

/** The fields a move sets; a student whose fields already match is where they should be. */
const MOVED_FIELDS = [
  'accYearId',
  'accYear',
  'groupId',
  'sem',
  'departmentid',
  'departments',
  'degreeName',
  'departmentName',
] as const satisfies readonly (keyof StoredUser)[]

/** The student in the target year (and group, or none: a group belongs to one year), or undefined if already there. */
function moved(student: StoredUser, to: MoveStudents, now: number): StoredUser | undefined {
  const { groupId: _leftGroup, ...rest } = student
  const next: StoredUser = {
    ...rest,
    accYearId: to.accYearId,
    accYear: to.accYear,
    ...(to.groupId ? { groupId: to.groupId } : {}),
    ...(to.sem === undefined ? {} : { sem: to.sem }),
    ...(to.department
      ? {
          departmentid: [to.department.id],
          departments: [to.department],
          degreeName: to.department.degreeName,
          departmentName: to.department.departmentName,
        }
      : {}),
  }
  const same = MOVED_FIELDS.every((field) => JSON.stringify(student[field]) === JSON.stringify(next[field]))
  return same ? undefined : { ...next, modifiedOn: now }
}

/**
 * `POST /api/user/moveStudents` (academic admin): students into another academic year and group in one
 * request, through the bulk repository so head counts per year and the list keys follow. Ids that are not
 * students, or (for an HOD) not theirs, are skipped with the reason; the others move.
 */
export function createStudentMovesService(deps: {
  users: UsersRepository
  bulk: BulkUsersRepository
  sessions: SessionStore
}) {
  return {
    async move(ctx: Caller, to: MoveStudents): Promise<MoveStudentsResult> {
      assertMayMoveStudents(ctx.actor, to.department?.id)
      const ids = [...new Set(to.userIds)]
      const found = new Map((await deps.users.getWhole(ids)).map((user) => [user.id, user]))
      const skipped: MoveStudentsResult['skipped'] = []
      const changes: UserChange[] = []
      let alreadyThere = 0
      const now = Date.now()
      for (const id of ids) {
        const student = found.get(id)
        if (!student) skipped.push({ id, message: `No user has the id ${id}.` })
        else if (student.usertype !== 'STUDENT')
          skipped.push({ id, message: `${student.name} is not a student.` })
        else if (ctx.actor.userType === 'HOD' && !manages(ctx.actor, student))
          skipped.push({ id, message: `${student.name} is not a student of a department you head.` })
        else {
          const after = moved(student, to, now)
          if (after) changes.push({ before: student, after })
          else alreadyThere += 1
        }
      }

      // Each student's audit record goes ahead of the move (ADR 0013).
      const written = await deps.bulk.writeMany([], changes, {
        caller: ctx,
        created: 'MOVE',
        updated: 'MOVE',
      })
      for (const [id, { message }] of written.refused) skipped.push({ id, message })
      // The session carries the academic year and group.
      const results = await settleAll(written.updated, WRITE_CONCURRENCY, ({ after }) =>
        deps.sessions.refreshPrincipal(after.id, sessionPrincipalOf(after)),
      )
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      return { moved: written.updated.length + alreadyThere, skipped }
    },
  }
}

export type StudentMovesService = ReturnType<typeof createStudentMovesService>
