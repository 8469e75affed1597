import { AppError, notFound, type Principal, type ProfileSectionName } from '@campus/core'
import type { AuditLog } from '@campus/db'
import { assertMayRead, manages, STAFF } from './access-rules'
import type { ProfileSectionsRepository } from './profile-sections.repository'
import { toPublicUser, type UsersRepository } from './users.repository'
import { wholeList } from './whole-list'

/** Staff profile sections: read by staff, written by the person, their HOD or an administrator. */
export function createProfileService(deps: {
  sections: ProfileSectionsRepository
  users: UsersRepository
  audit: AuditLog
}) {
  async function loadStaff(userId: string) {
    const user = await deps.users.get(userId)
    if (!user || !STAFF.includes(user.usertype as Principal['userType']))
      throw notFound('Staff member', userId)
    return user
  }

  /** Profile sections of many staff in one BatchGet. */
  async function sectionsOf(userIds: string[]) {
    const keys = userIds.flatMap((userId) => [
      { userId, section: 'experience' },
      { userId, section: 'work' },
    ])
    const byUser = new Map<string, Record<string, unknown>>()
    for (const item of await deps.sections.findMany(keys)) {
      byUser.set(item.userId, { ...byUser.get(item.userId), [item.section]: item.entries as unknown })
    }
    return byUser
  }

  return {
    async get(actor: Principal, section: ProfileSectionName, userId: string) {
      assertMayRead(actor, await loadStaff(userId))
      const stored = await deps.sections.find({ userId, section })
      return {
        userId,
        section,
        entries: (stored?.entries as unknown[] | undefined) ?? [],
        modifiedOn: stored?.modifiedOn ?? 0,
      }
    },

    async put(
      actor: Principal,
      section: ProfileSectionName,
      userId: string,
      entries: unknown[],
      requestId?: string,
    ) {
      const user = await loadStaff(userId)
      if (actor.userId !== userId && !manages(actor, user)) {
        throw new AppError(
          403,
          'FORBIDDEN',
          'You can only edit your own profile, or those of staff you manage.',
        )
      }
      const before = await deps.sections.find({ userId, section })
      const modifiedOn = Date.now()
      await deps.sections.put({ userId, section, entries, modifiedOn, modifiedBy: actor.userId })
      await deps.audit.write({
        entityType: 'profile',
        entityId: `${userId}#${section}`,
        action: 'UPDATE',
        actorId: actor.userId,
        actorType: actor.userType,
        at: modifiedOn,
        before: before?.entries,
        after: entries,
        ...(requestId ? { requestId } : {}),
      })
      return { userId, section, entries, modifiedOn }
    },

    /** Staff of a faculty department with their profile sections. */
    async forFacultyDepartment(facultyDeptId: string) {
      const staff = await deps.users.list(wholeList([{ field: 'facultyDeptId', value: facultyDeptId }]))
      const people = staff.filter((user) => STAFF.includes(user.usertype as Principal['userType']))
      const sections = await sectionsOf(people.map((user) => String(user.id)))
      return people.map((user) => ({ ...user, experience: [], work: [], ...sections.get(String(user.id)) }))
    },

    /** HODs and faculty of one department with their profile sections. */
    async forDepartment(departmentId: string) {
      const query = (usertype: string) =>
        deps.users.list(
          wholeList(
            [{ field: 'usertype', value: usertype }],
            [{ field: 'departmentid', value: departmentId }],
          ),
        )
      const people = [...(await query('HOD')), ...(await query('FACULTY'))]
      const sections = await sectionsOf(people.map((user) => String(user.id)))
      return people.map((user) => ({ ...user, experience: [], work: [], ...sections.get(String(user.id)) }))
    },

    toPublicUser,
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
