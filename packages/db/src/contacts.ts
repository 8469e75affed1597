/**
 * Contacts: who a user is and how to reach them, as the `directory` table holds it for every user but an
 * applicant (docs/adr/0026). Identity derives them from its users; announcements and SMS read them to resolve
 * receivers without touching the identity table, which holds password hashes. This file is the pure model: the
 * item keys, what a user write changes, and the reads and writes are in directory.ts.
 */

/** The user types that have a contact item: everyone but an admission applicant. */
export const CONTACT_USER_TYPES: readonly string[] = ['HOD', 'FACULTY', 'STUDENT', 'ADMIN', 'CUSTOM']

/** The user types listed under each of their departments (`staffOfDepartment`): the staff a department has. */
export const STAFF_USER_TYPES: readonly string[] = ['HOD', 'FACULTY']

/** One user, as the directory holds them for the announcements and SMS domains. Nothing else is kept. */
export interface ContactEntry {
  userId: string
  /** HOD, FACULTY, STUDENT, ADMIN or CUSTOM. */
  usertype: string
  name: string
  /** The sign-in email, normalised (trimmed, lower case) as identity stores it. */
  email?: string
  phone?: string
  /** Students only. */
  parentPhone?: string
  /** Students only; normalised (trimmed, upper case). */
  registerNo?: string
  departmentIds: string[]
  departmentName?: string
  /** Students only: a student with a group is also listed under it (`studentsOfGroup`). */
  groupId?: string
  /** Students only. */
  accYearId?: string
  /** ACTIVE or DISABLE, as on the user. */
  accountStatus: string
}

/** What a contact needs of a user record (identity's stored user fits it). */
export interface ContactSource {
  id: string
  usertype: string
  name?: string | undefined
  email?: string | undefined
  phone?: string | undefined
  parentPhone?: string | undefined
  registerNo?: string | undefined
  departmentid?: readonly string[] | undefined
  departmentName?: string | undefined
  accYearId?: string | undefined
  groupId?: string | undefined
  accountStatus?: string | undefined
}

/** A field of the user, when it holds text (an empty string is no value). */
const text = (value: string | undefined) => (value?.trim() ? value : undefined)

/** Sets `field` to `value` unless there is none, keeping the entry free of undefined values. */
const optional = <Field extends string>(field: Field, value: string | undefined) =>
  (value === undefined ? {} : { [field]: value }) as Partial<Record<Field, string>>

/**
 * The contact entry of a user: undefined for an applicant (or no user). Built field by field from the listed
 * fields only, so nothing else of the user (a password hash, an OTP, an address) can reach the directory.
 */
export function contactEntryOf(user: ContactSource | undefined): ContactEntry | undefined {
  if (!user || !CONTACT_USER_TYPES.includes(user.usertype)) return undefined
  const student = user.usertype === 'STUDENT'
  return {
    userId: user.id,
    usertype: user.usertype,
    name: user.name ?? '',
    ...optional('email', text(user.email)),
    ...optional('phone', text(user.phone)),
    ...optional('parentPhone', student ? text(user.parentPhone) : undefined),
    ...optional('registerNo', student ? text(user.registerNo)?.trim().toUpperCase() : undefined),
    departmentIds: [...(user.departmentid ?? [])],
    ...optional('departmentName', text(user.departmentName)),
    ...optional('groupId', student ? text(user.groupId) : undefined),
    ...optional('accYearId', student ? text(user.accYearId) : undefined),
    accountStatus: user.accountStatus ?? 'ACTIVE',
  }
}

/** The contact of a staff member (HOD or FACULTY), the one listed under each of their departments; else undefined. */
export const staffContactOf = (user: ContactSource | undefined) =>
  user && STAFF_USER_TYPES.includes(user.usertype) ? contactEntryOf(user) : undefined
