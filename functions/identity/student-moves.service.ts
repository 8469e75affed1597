import {
  badRequest,
  forbidden,
  mayManageDepartment,
  noSuchReference,
  type Caller,
  type DepartmentRef,
  type MoveStudents,
  type MoveStudentsResult,
} from '@campus/core'
import { settleAll, type AcademicStructure, type SessionStore } from '@campus/db'
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

/** Where a move puts students: the body's year and group, and the department as academics names it. */
type MoveTarget = Omit<MoveStudents, 'userIds' | 'department'> & { department?: DepartmentRef }

/** The student in the target year (and group, or none: a group belongs to one year), or undefined if already there. */
function moved(student: StoredUser, to: MoveTarget, now: number): StoredUser | undefined {
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
  /** Academics' years, groups and departments, read only: the target must exist and hang together. */
  structure: AcademicStructure
}) {
  /**
   * The target, checked before any student is read: the year exists and its department is within the caller's
   * reach (an HOD: one they head), the group and department exist, the group is the year's and the year the
   * department's. The department's names are academics', whatever the body says.
   */
  async function targetOf(
    ctx: Caller,
    body: MoveStudents,
  ): Promise<{ to: MoveTarget; departmentId: string }> {
    const { userIds: _students, department, ...to } = body
    const found = await deps.structure.find({
      accYearIds: [to.accYearId],
      groupIds: to.groupId ? [to.groupId] : [],
      departmentIds: department ? [department.id] : [],
    })
    const year = found.accYears.get(to.accYearId)
    if (!year) throw noSuchReference('Academic year', to.accYearId, 'accYearId')
    // The caller's reach first: outside it, nothing about the target is told.
    if (ctx.actor.userType === 'HOD' && !mayManageDepartment(ctx.actor, year.departmentId))
      throw forbidden('You can only move students into the departments you head.')
    if (to.groupId) {
      const group = found.groups.get(to.groupId)
      if (!group) throw noSuchReference('Group', to.groupId, 'groupId')
      if (group.accYearId !== year.id)
        throw badRequest(
          'GROUP_NOT_IN_YEAR',
          `Group ${to.groupId} is not a group of academic year ${year.id}.`,
          [{ path: 'groupId', message: 'Not a group of this academic year' }],
        )
    }
    const named = department ? found.departments.get(department.id) : undefined
    if (department && !named) throw noSuchReference('Department', department.id, 'department.id')
    if (named && named.id !== year.departmentId)
      throw badRequest(
        'YEAR_NOT_IN_DEPARTMENT',
        `Academic year ${year.id} is not a year of department ${named.id}.`,
        [{ path: 'accYearId', message: 'Not a year of this department' }],
      )
    const { degreeName, departmentName } = named ?? { degreeName: '', departmentName: '' }
    return {
      to: { ...to, ...(named ? { department: { id: named.id, degreeName, departmentName } } : {}) },
      departmentId: year.departmentId,
    }
  }

  return {
    async move(ctx: Caller, body: MoveStudents): Promise<MoveStudentsResult> {
      assertMayMoveStudents(ctx.actor, body.department?.id)
      const { to, departmentId } = await targetOf(ctx, body)
      const ids = [...new Set(body.userIds)]
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
        else if (!to.department && !student.departmentid.includes(departmentId))
          skipped.push({
            id,
            message: `${student.name} is in another department than academic year ${to.accYearId}: name the department to move them there.`,
          })
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
