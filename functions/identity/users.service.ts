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
  USER_READ_BACK_FIELDS,
  type Caller,
  type GroupStudent,
  type User,
} from '@campus/core'
import {
  projectFields,
  type AuditLog,
  type ListPage,
  type SessionStore,
  type StudentMentors,
} from '@campus/db'
import type { AuditTrail } from '@campus/http'
import {
  assertManages,
  assertMayChange,
  assertMayCreate,
  assertMayPlace,
  assertMayRead,
  assertMayWrite,
  CONTACT_FIELDS,
  STAFF,
} from './access-rules'
import type { WithCollegeId } from './college-id'
import { headedDepartmentsOf, headshipAfter } from './headship'
import { PLACEMENT_FIELDS, type NeedToKnowLookup } from './need-to-know'
import {
  isProtected,
  placementOf,
  rowsShownTo,
  shownWith,
  type GroupStudentMentor,
  type ShownRecord,
} from './personal-data'
import { hashPassword, verifyPassword } from './passwords'
import { principalChanged, sessionPrincipalOf, type SessionsService } from './sessions.service'
import { REAUTH_BUDGET, type SignInAttemptsRepository } from './sign-in-attempts.repository'
import type { UserReferences } from './user-references'
import {
  newUserRecord,
  normalizeEmail,
  toPublicUser,
  type StoredUser,
  type UsersRepository,
} from './users.repository'

/** The one answer of self-registration, whether or not the email already had an account. */
export const REGISTRATION_RECEIVED = 'Registration received. Sign in with your email and password.'

/** Keys a client may send back that are the server's to set (USER_READ_BACK_FIELDS), and the password check. */
const NOT_WRITTEN = new Set<string>([...USER_READ_BACK_FIELDS, 'currentPassword', 'headedDepartmentIds'])

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/** A new admission applicant: registering themself (`createdBy` is their own id) or by the admission office. */
async function applicantRecord(
  input: { firstName: string; email: string; mobile: string; password?: string },
  ctx?: Caller,
) {
  const id = randomUUID().replace(/-/g, '').slice(0, 24)
  return newUserRecord({
    id,
    name: input.firstName,
    email: input.email,
    phone: input.mobile,
    usertype: 'APPLICANT',
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    createdBy: ctx?.actor.userId ?? id,
  })
}

export function createUsersService(deps: {
  users: UsersRepository
  sessions: SessionStore
  audit: AuditLog
  sessionsService: SessionsService
  signInAttempts: SignInAttemptsRepository
  /** Checks the departments, years, groups and staff types a write names exist (user-references.ts). */
  references: UserReferences
  needToKnow: NeedToKnowLookup
  /** Gives a new user the college's id when they have none (college-id.ts). */
  withCollegeId: WithCollegeId
  /** Students' current mentors, read from the mentoring table (@campus/db mentoring-keys). */
  mentors: Pick<StudentMentors, 'currentOf'>
  trail: AuditTrail<'user'>
}) {
  const { users, sessions, audit } = deps
  /** One new user with the college's id when they have none. */
  const withCollegeIdOf = async (user: StoredUser) => (await deps.withCollegeId([user]))[0] ?? user

  /**
   * A user as the caller may see them (docs/adr/0035). Reading a student's or applicant's personal data
   * leaves an audit record naming the reader and their reason, written before the answer; one's own does not.
   */
  async function shownTo(ctx: Caller, user: StoredUser): Promise<ShownRecord<User>> {
    const record = toPublicUser(user)
    if (!isProtected(record)) return record
    const reason = await deps.needToKnow.of(ctx.actor)(placementOf(record))
    if (reason && reason !== 'SELF')
      await deps.trail(ctx, { entity: 'user', id: user.id, action: 'READ_PERSONAL_DATA', after: { reason } })
    return shownWith(record, reason)
  }

  /**
   * A change that could hand the account to someone else (its password, phone, email) needs the current
   * password. Each check is reserved first like a sign-in (at most 5 per 15 minutes, one conditional write),
   * so a stolen session cannot guess it; a right answer gives the budget back.
   */
  async function assertCurrentPassword(user: StoredUser, currentPassword: string | undefined) {
    if (!currentPassword || !user.passwordHash)
      throw new AppError(400, 'CURRENT_PASSWORD_WRONG', 'The current password is not right.')
    const reservation = await deps.signInAttempts.reserve(user.id, REAUTH_BUDGET)
    if (!reservation.granted) {
      const minutes = Math.max(1, Math.ceil((reservation.until - Date.now()) / 60_000))
      throw new AppError(
        429,
        'CURRENT_PASSWORD_LOCKED',
        `Too many wrong current passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      )
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw new AppError(400, 'CURRENT_PASSWORD_WRONG', 'The current password is not right.')
    await deps.signInAttempts.release(user.id, REAUTH_BUDGET)
  }

  // Every user write below hands its audit record to the repository, which writes it ahead of the user
  // (ADR 0013): no change lands without it.

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
      return shownTo(ctx, user)
    },

    /** A student's record, for the student themself and for staff. */
    async getStudent(ctx: Caller, id: string) {
      const user = await users.require(id)
      if (user.usertype !== 'STUDENT') throw notFound('Student', id)
      assertMayRead(ctx.actor, user)
      return shownTo(ctx, user)
    },

    /**
     * A page of users, each row as the caller may see it. A projected list (`fields`) also reads what the
     * relation is decided from, and drops it again after.
     */
    async list(ctx: Caller, query: ListQuery): Promise<ListPage> {
      const asked = query.fields
      const read = asked.length ? { ...query, fields: [...new Set([...asked, ...PLACEMENT_FIELDS])] } : query
      const page = await users.listPage(read)
      const rows = await rowsShownTo(deps.needToKnow.of(ctx.actor), page.records)
      return { ...page, records: rows.map((row) => projectFields(row, asked)) }
    },

    /** A group's students by name (the group roster), each as the caller may see them. */
    async groupStudents(ctx: Caller, groupId: string) {
      const students = await users.groupStudents(groupId)
      // The students' current mentors, one BatchGetItem: the rows name them (the Add Student picker locks those
      // students, legacy 2.8), and they decide the caller's MENTOR relation, so their mentees need no read.
      const mentors = await deps.mentors.currentOf(students.map(({ id }) => id))
      const relations = deps.needToKnow.of(ctx.actor, {
        MENTOR: (person) => mentors.get(person.id)?.staffId === ctx.actor.userId,
      })
      const rows = await rowsShownTo(relations, students)
      return rows.map(
        ({
          usertype: _usertype,
          departmentid: _departmentid,
          ...student
        }): GroupStudent & { mentor?: GroupStudentMentor } => {
          const mentor = mentors.get(student.id)
          if (!mentor) return student
          const mentorInfo = { id: mentor.staffId, ...(mentor.staffName ? { name: mentor.staffName } : {}) }
          return { ...student, mentor: { mentorInfo } }
        },
      )
    },

    async create(ctx: Caller, input: CreateUser) {
      assertMayCreate(ctx.actor, input.usertype, input.departmentid)
      const { password, headedDepartmentIds, ...fields } = input
      if (headedDepartmentIds && ctx.actor.userType !== 'ADMIN')
        throw forbidden('Only an administrator decides which departments an HOD heads.')
      const headed = headshipAfter(undefined, fields, headedDepartmentIds)
      await deps.references.assertHold(undefined, fields)
      const stored = await withCollegeIdOf(
        newUserRecord({
          ...fields,
          ...(fields.usertype === 'HOD' ? { headedDepartmentIds: headed } : {}),
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
          createdBy: ctx.actor.userId,
        }),
      )
      await users.create(stored, { caller: ctx, action: 'CREATE' })
      return toPublicUser(stored)
    },

    /** The user, if the caller manages them (not themselves): checked before the request body is read. */
    async requireManaged(ctx: Caller, id: string) {
      const user = await users.require(id)
      assertManages(ctx.actor, user)
      return user
    },

    /** The user, if the caller may write to them at all: checked before the request body is read. */
    async requireWritable(ctx: Caller, id: string) {
      const user = await users.require(id)
      assertMayWrite(ctx.actor, user)
      return user
    },

    /**
     * Applies the changed fields of a (possibly whole) user record. Unchanged and server-owned fields are
     * ignored; each changed field is checked against what the caller may change. Headship follows from the
     * change (headship.ts); changing one's own phone needs the current password.
     */
    async update(ctx: Caller, before: StoredUser, input: UpdateUser) {
      const id = before.id
      const changes: Record<string, unknown> = Object.fromEntries(
        Object.entries(input).filter(
          ([key, value]) =>
            !NOT_WRITTEN.has(key) &&
            value !== undefined &&
            JSON.stringify(value) !== JSON.stringify(before[key as keyof StoredUser]),
        ),
      )
      const merged = { ...before, ...changes } as StoredUser
      // A whole user sent back carries the headed departments as they were read: only a change says so outright.
      const explicitHeaded =
        input.headedDepartmentIds && !sameIds(input.headedDepartmentIds, headedDepartmentsOf(before))
          ? input.headedDepartmentIds
          : undefined
      const headed = headshipAfter(before, merged, explicitHeaded)
      if (!sameIds(headed, headedDepartmentsOf(before))) changes.headedDepartmentIds = headed
      const changed = Object.keys(changes)
      if (!changed.length) return toPublicUser(before)
      assertMayChange(ctx.actor, before, changed)
      if (changes.departmentid && ctx.actor.userType !== 'ADMIN')
        assertMayPlace(ctx.actor, merged.departmentid)
      const self = ctx.actor.userId === id
      if (self && changed.some((field) => CONTACT_FIELDS.includes(field)))
        await assertCurrentPassword(before, input.currentPassword)
      if (self && changes.accountStatus === 'DISABLE') {
        throw forbidden('You cannot disable your own account.')
      }
      await deps.references.assertHold(before, merged)
      const next: StoredUser = {
        ...before,
        ...changes,
        ...(before.usertype === 'HOD' || merged.usertype === 'HOD' ? { headedDepartmentIds: headed } : {}),
        ...(typeof changes.name === 'string' ? { sortName: changes.name.toLowerCase() } : {}),
        modifiedOn: Date.now(),
      }
      if (next.usertype !== 'HOD') delete next.headedDepartmentIds
      const saved = await users.save(before, next, { caller: ctx, action: 'UPDATE', before })
      await syncSessions(before, saved)
      return toPublicUser(saved)
    },

    /** Changes the sign-in email: one's own with the current password, or for someone the caller manages. */
    async changeEmail(ctx: Caller, before: StoredUser, email: string, currentPassword?: string) {
      const id = before.id
      if (ctx.actor.userId === id) await assertCurrentPassword(before, currentPassword)
      else assertManages(ctx.actor, before)
      const changed = normalizeEmail(email)
      const saved = await users.changeEmail(before, changed, {
        caller: ctx,
        action: 'CHANGE_EMAIL',
        before: { email: before.email },
        after: { email: changed },
      })
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
        await assertCurrentPassword(before, currentPassword)
      } else {
        assertManages(ctx.actor, before)
      }
      const saved = await users.save(
        before,
        { ...before, passwordHash: await hashPassword(newPassword), modifiedOn: Date.now() },
        { caller: ctx, action: self ? 'CHANGE_PASSWORD' : 'RESET_PASSWORD', after: undefined },
      )
      await sessions.deleteAllForUser(id)
      await deps.sessionsService.unlock(id)
      return self ? deps.sessionsService.startSession(saved) : { updated: true }
    },

    /**
     * Creates an admission applicant for the admission office (without a password: the applicant sets it
     * through the OTP reset). Self-registration goes through `registerSelf`.
     */
    async registerApplicant(
      input: { firstName: string; email: string; mobile: string; password?: string },
      ctx?: Caller,
    ) {
      const stored = await withCollegeIdOf(await applicantRecord(input, ctx))
      await users.create(stored, {
        caller: ctx ?? { actor: { ...sessionPrincipalOf(stored) } },
        action: 'REGISTER',
      })
      return toPublicUser(stored)
    },

    /**
     * Self-registration of an admission applicant. Answers the same for a new email and one already
     * registered, with the same password hashing: an existing account is left exactly as it is (its history
     * records the attempt), so the answer tells nobody whether an email has an account.
     */
    async registerSelf(input: { firstName: string; email: string; mobile: string; password: string }) {
      const stored = await withCollegeIdOf(await applicantRecord(input))
      try {
        await users.create(stored, {
          caller: { actor: { ...sessionPrincipalOf(stored) } },
          action: 'REGISTER',
        })
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error
        const owner = await users.findIdByLogin(stored.email)
        if (owner)
          await audit.write({
            entityType: 'user',
            entityId: owner,
            action: 'REGISTER_WITH_EXISTING_EMAIL',
            actorId: owner,
            actorType: 'SYSTEM',
            at: Date.now(),
          })
      }
      return { message: REGISTRATION_RECEIVED }
    },

    /** Records that an applicant applied to an admission application form. */
    async addApplication(ctx: Caller, userId: string, applicationId: string) {
      const before = await users.require(userId)
      if (ctx.actor.userId !== userId && ctx.actor.userType !== 'ADMIN') throw forbidden()
      const applied = (before.appliedApplication as { applicationId: string }[] | undefined) ?? []
      if (applied.some((entry) => entry.applicationId === applicationId)) return toPublicUser(before)
      const appliedApplication = [...applied, { applicationId, appliedOn: Date.now() }]
      const saved = await users.save(
        before,
        { ...before, appliedApplication, modifiedOn: Date.now() },
        {
          caller: ctx,
          action: 'APPLY',
          before: { appliedApplication: applied },
          after: { appliedApplication },
        },
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
      const saved = await users.save(
        before,
        { ...before, attachments, modifiedOn: Date.now() },
        {
          caller: ctx,
          action: file ? 'ATTACH' : 'DETACH',
          before: { attachments: before.attachments as unknown },
          after: { attachments },
        },
      )
      return toPublicUser(saved)
    },

    history: (id: string) => deps.audit.listForRecord('user', id),

    isStaff: (actor: Principal) => STAFF.includes(actor.userType),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
