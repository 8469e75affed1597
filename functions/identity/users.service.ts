import { randomUUID } from 'node:crypto'
import {
  AppError,
  forbidden,
  notFound,
  type CreateUser,
  type FileRef,
  type StudentAttachmentType,
  type ListQuery,
  type Principal,
  type UpdateUser,
} from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { Caller } from '@campus/http'
import { assertManages, assertMayChange, assertMayCreate, assertMayRead, STAFF } from './access-rules'
import { hashPassword, verifyPassword } from './passwords'
import { userAuditOf } from './user-audit'
import { principalChanged, sessionPrincipalOf, type SessionsService } from './sessions.service'
import {
  newUserRecord,
  normalizeEmail,
  toPublicUser,
  type StoredUser,
  type UsersRepository,
} from './users.repository'

/** Keys a client may send back that are the server's to set. */
const READ_ONLY = new Set([
  'id',
  'email',
  'registerNo',
  'createdOn',
  'modifiedOn',
  'createdBy',
  'attachments',
  'appliedApplication',
])

export function createUsersService(deps: {
  users: UsersRepository
  sessions: SessionStore
  audit: AuditLog
  sessionsService: SessionsService
}) {
  const { users, sessions, audit } = deps

  const record = userAuditOf(audit)

  /** Keeps live sessions true to the user: ended when disabled, refreshed when their principal changes. */
  async function syncSessions(before: StoredUser, after: StoredUser) {
    if (after.accountStatus === 'DISABLE') {
      await sessions.deleteAllForUser(after.id)
      return
    }
    if (principalChanged(before, after)) await sessions.refreshPrincipal(after.id, sessionPrincipalOf(after))
  }

  return {
    async get(ctx: Caller, id: string) {
      const user = await users.require(id)
      assertMayRead(ctx.actor, user)
      return toPublicUser(user)
    },

    /** A student's record, for the student themself and for staff. */
    async getStudent(ctx: Caller, id: string) {
      const user = await users.require(id)
      if (user.usertype !== 'STUDENT') throw notFound('Student', id)
      assertMayRead(ctx.actor, user)
      return toPublicUser(user)
    },

    list: (query: ListQuery) => users.list(query),

    /** A group's students by name (the group roster). */
    groupStudents: (groupId: string) => users.groupStudents(groupId),

    async create(ctx: Caller, input: CreateUser) {
      assertMayCreate(ctx.actor, input.usertype, input.departmentid)
      const { password, ...fields } = input
      const stored = newUserRecord({
        ...fields,
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
        createdBy: ctx.actor.userId,
      })
      await users.create(stored)
      await record(ctx, 'CREATE', stored.id, undefined, stored)
      return toPublicUser(stored)
    },

    /**
     * Applies the changed fields of a (possibly whole) user record. Unchanged and server-owned fields are
     * ignored; each changed field is checked against what the caller may change.
     */
    async update(ctx: Caller, id: string, input: UpdateUser) {
      const before = await users.require(id)
      const changes = Object.fromEntries(
        Object.entries(input).filter(
          ([key, value]) =>
            !READ_ONLY.has(key) &&
            value !== undefined &&
            JSON.stringify(value) !== JSON.stringify(before[key as keyof StoredUser]),
        ),
      )
      const changed = Object.keys(changes)
      if (!changed.length) return toPublicUser(before)
      assertMayChange(ctx.actor, before, changed)
      if (ctx.actor.userId === id && changes.accountStatus === 'DISABLE') {
        throw forbidden('You cannot disable your own account.')
      }
      const next: StoredUser = {
        ...before,
        ...changes,
        ...(typeof changes.name === 'string' ? { sortName: changes.name.toLowerCase() } : {}),
        modifiedOn: Date.now(),
      }
      const saved = await users.save(before, next)
      await record(ctx, 'UPDATE', id, before, saved)
      await syncSessions(before, saved)
      return toPublicUser(saved)
    },

    async changeEmail(ctx: Caller, id: string, email: string) {
      const before = await users.require(id)
      if (ctx.actor.userType !== 'ADMIN' && ctx.actor.userId !== id) assertManages(ctx.actor, before)
      const saved = await users.changeEmail(before, normalizeEmail(email))
      await record(ctx, 'CHANGE_EMAIL', id, { email: before.email }, { email: saved.email })
      await syncSessions(before, saved)
      return toPublicUser(saved)
    },

    /**
     * Changes a password. Users changing their own give the current one; an administrator or the HOD who
     * manages the user may set a new one. Every older session ends; the caller's own gets a fresh token.
     */
    async changePassword(ctx: Caller, id: string, newPassword: string, currentPassword?: string) {
      const before = await users.require(id)
      const self = ctx.actor.userId === id
      if (self) {
        if (
          !currentPassword ||
          !before.passwordHash ||
          !(await verifyPassword(currentPassword, before.passwordHash))
        ) {
          throw new AppError(400, 'CURRENT_PASSWORD_WRONG', 'The current password is not right.')
        }
      } else {
        assertManages(ctx.actor, before)
      }
      const saved = await users.save(before, {
        ...before,
        passwordHash: await hashPassword(newPassword),
        loginFailures: 0,
        lockedUntil: 0,
        modifiedOn: Date.now(),
      })
      await sessions.deleteAllForUser(id)
      await record(ctx, self ? 'CHANGE_PASSWORD' : 'RESET_PASSWORD', id, undefined, undefined)
      return self ? deps.sessionsService.startSession(saved) : { updated: true }
    },

    /**
     * Creates an admission applicant: self-registration (with a password) or by the admission office
     * (without one; the applicant sets it through the OTP reset).
     */
    async registerApplicant(
      input: { firstName: string; email: string; mobile: string; password?: string },
      ctx?: Caller,
    ) {
      const id = randomUUID().replace(/-/g, '').slice(0, 24)
      const stored = newUserRecord({
        id,
        name: input.firstName,
        email: input.email,
        phone: input.mobile,
        usertype: 'APPLICANT',
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
        createdBy: ctx?.actor.userId ?? id,
      })
      await users.create(stored)
      await record(ctx ?? { actor: { ...sessionPrincipalOf(stored) } }, 'REGISTER', id, undefined, stored)
      return toPublicUser(stored)
    },

    /** Records that an applicant applied to an admission application form. */
    async addApplication(ctx: Caller, userId: string, applicationId: string) {
      const before = await users.require(userId)
      if (ctx.actor.userId !== userId && ctx.actor.userType !== 'ADMIN') throw forbidden()
      const applied = (before.appliedApplication as { applicationId: string }[] | undefined) ?? []
      if (applied.some((entry) => entry.applicationId === applicationId)) return toPublicUser(before)
      const saved = await users.save(before, {
        ...before,
        appliedApplication: [...applied, { applicationId, appliedOn: Date.now() }],
        modifiedOn: Date.now(),
      })
      await record(
        ctx,
        'APPLY',
        userId,
        { appliedApplication: applied },
        { appliedApplication: saved.appliedApplication as unknown },
      )
      return toPublicUser(saved)
    },

    /** Records (or, with `null`, removes) one of a student's documents: the student or staff who manage them. */
    async setStudentAttachment(ctx: Caller, id: string, type: StudentAttachmentType, file: FileRef | null) {
      const before = await users.require(id)
      if (before.usertype !== 'STUDENT') throw notFound('Student', id)
      if (ctx.actor.userId !== id) assertManages(ctx.actor, before)
      const attachments = { ...(before.attachments as Record<string, FileRef> | undefined) }
      if (file)
        attachments[type] = {
          fileKey: file.fileKey,
          ...(file.versionId ? { versionId: file.versionId } : {}),
        }
      else delete attachments[type]
      const saved = await users.save(before, { ...before, attachments, modifiedOn: Date.now() })
      await record(
        ctx,
        file ? 'ATTACH' : 'DETACH',
        id,
        { attachments: before.attachments as unknown },
        { attachments },
      )
      return toPublicUser(saved)
    },

    history: (id: string) => deps.audit.listForRecord('user', id),

    isStaff: (actor: Principal) => STAFF.includes(actor.userType),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
