import {
  AppError,
  conflict,
  type CustomRole,
  type ListQuery,
  type Caller,
  type RoleType,
  orNotFound,
} from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { RolesRepository } from './roles.repository'
import { sessionPrincipalOf } from './sessions.service'
import type { UserReferences } from './user-references'
import type { StoredUser, UsersRepository } from './users.repository'

/**
 * User-role records (JOURNALCLUBADMIN, PRESIDENTAWARDUSER, EVENTEDITOR, ACADEMICADMIN) and custom roles.
 * The user's `rollType` list mirrors the records, so a session knows its roles without another read.
 */
export function createRolesService(deps: {
  roles: RolesRepository
  users: UsersRepository
  sessions: SessionStore
  audit: AuditLog
  /** The faculty departments and faculties a custom role names must exist. */
  references: UserReferences
}) {
  const roleId = (userId: string, rollType: string) => `${userId}-${rollType}`

  async function saveUser(caller: Caller, before: StoredUser, next: StoredUser, action: string) {
    // The audit record goes ahead of the user write, with it (ADR 0013).
    const saved = await deps.users.save(
      before,
      { ...next, modifiedOn: Date.now() },
      {
        caller,
        action,
        before: { rollType: before.rollType, customRole: before.customRole as unknown },
        after: { rollType: next.rollType, customRole: next.customRole as unknown },
      },
    )
    await deps.sessions.refreshPrincipal(saved.id, sessionPrincipalOf(saved))
    return saved
  }

  const loadRole = async (id: string) => orNotFound(await deps.roles.find(id), 'User role', id)

  return {
    list: (query: ListQuery) => deps.roles.list(query),

    async assign(caller: Caller, userId: string, rollType: RoleType) {
      const user = await deps.users.require(userId)
      const now = Date.now()
      const record = {
        id: roleId(userId, rollType),
        userId,
        rollType,
        userName: user.name,
        email: user.email,
        createdOn: now,
        modifiedOn: now,
      }
      if (!(await deps.roles.create(record)))
        throw conflict('ROLE_ALREADY_ASSIGNED', `${user.name} already has the role ${rollType}.`)
      if (!user.rollType.includes(rollType)) {
        await saveUser(caller, user, { ...user, rollType: [...user.rollType, rollType] }, 'ASSIGN_ROLE')
      }
      return record
    },

    /** Changes a record's role type: the old record goes, a new one (with its own id) takes its place. */
    async change(caller: Caller, id: string, rollType: RoleType) {
      const existing = await loadRole(id)
      if (existing.rollType === rollType) return existing
      const created = await this.assign(caller, existing.userId, rollType)
      await this.remove(caller, id)
      return created
    },

    async remove(caller: Caller, id: string) {
      const existing = await loadRole(id)
      await deps.roles.delete(id)
      const user = await deps.users.get(existing.userId)
      if (user?.rollType.includes(existing.rollType)) {
        await saveUser(
          caller,
          user,
          { ...user, rollType: user.rollType.filter((type) => type !== existing.rollType) },
          'REMOVE_ROLE',
        )
      }
      return { deleted: true, id }
    },

    /** Sets a CUSTOM user's NAAC roles, report rights and granted modules. */
    async setCustomRole(caller: Caller, userId: string, customRole: CustomRole) {
      const user = await deps.users.require(userId)
      if (user.usertype !== 'CUSTOM') {
        throw new AppError(400, 'NOT_A_CUSTOM_USER', 'Only CUSTOM users carry a custom role.')
      }
      await deps.references.assertHold(user, { ...user, customRole })
      const saved = await saveUser(caller, user, { ...user, customRole }, 'SET_CUSTOM_ROLE')
      return saved.customRole as CustomRole
    },
  }
}

export type RolesService = ReturnType<typeof createRolesService>
