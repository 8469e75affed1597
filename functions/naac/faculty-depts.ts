import { badRequest, type Principal } from '@campus/core'
import type { FacultyDepartments } from '@campus/db'
import { assertMayAuthorize, assertMayEnter, assertMayRead, mayRead, naacRoleOf } from './access-rules'

/**
 * The role checks with the faculty department's name, read from academics only when it is needed: to refuse
 * (the legacy message names it) or to check a department exists. A granted role is checked from the session
 * alone, so a count or a list costs no extra read.
 */
export function createFacultyDeptChecks(facultyDepartments: Pick<FacultyDepartments, 'find'>) {
  const named = async (id: string) => ({ id, name: (await facultyDepartments.find(id))?.name ?? id })
  return {
    /** The faculty department, or a 400 naming the field. */
    async existing(id: string, path = 'facultyDeptId') {
      const found = await facultyDepartments.find(id)
      if (!found)
        throw badRequest('FACULTY_DEPT_NOT_FOUND', `Faculty department ${id} not found`, [
          { path, message: 'No such faculty department' },
        ])
      return found
    },
    async read(actor: Principal, id: string) {
      if (!mayRead(actor, id)) assertMayRead(actor, await named(id))
    },
    async enter(actor: Principal, id: string) {
      if (naacRoleOf(actor, id) === undefined) assertMayEnter(actor, await named(id))
    },
    async authorize(actor: Principal, id: string) {
      if (naacRoleOf(actor, id) !== 'AUTHORIZER') assertMayAuthorize(actor, await named(id))
    },
  }
}

export type FacultyDeptChecks = ReturnType<typeof createFacultyDeptChecks>
