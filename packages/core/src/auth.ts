import type { CustomRole } from './schemas/user'
import type { UserType } from './enums'

/**
 * Who is calling: the snapshot of a user that a session carries. Identity writes it at sign-in and refreshes
 * it when the user changes; every domain reads it to authorize a request without touching the user record.
 */
export interface Principal {
  userId: string
  userType: UserType
  email: string
  name: string
  /** Legacy token roles (EVENTADMIN, ADMISSIONADMIN). */
  roles: string[]
  /** Special role types (JOURNALCLUBADMIN, PRESIDENTAWARDUSER, EVENTEDITOR, ACADEMICADMIN). */
  rollType: string[]
  /** Departments the user belongs to. */
  departmentIds: string[]
  /**
   * Departments an HOD heads: their own field, so heading one department does not make someone head of every
   * department they belong to. Empty for everyone but HODs. Sessions written before it existed lack it.
   */
  headedDepartmentIds?: string[]
  facultyDeptId?: string
  facultyId?: string
  accYearId?: string
  groupId?: string
  /** A student's register number, shown where staff see who answered a survey. */
  registerNo?: string
  customRole?: CustomRole
}

/**
 * Who is calling and in which request: what services take, beside their repositories, to check rights and
 * write audit records. Built from a request by @campus/http's `callerOf`; a job builds its own.
 */
export interface Caller {
  actor: Principal
  requestId?: string
}

/** What a record a person makes carries last: who made it and when; it was last changed at the same time. */
export const createdByCaller = (caller: Caller, now = Date.now()) => ({
  createdBy: caller.actor.userId,
  createdOn: now,
  modifiedOn: now,
})

/** How long a session token lives. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
