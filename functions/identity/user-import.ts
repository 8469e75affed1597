import {
  mayManageDepartments,
  StaffImportRowSchema,
  StudentImportRowSchema,
  importIssuesOf,
  type DepartmentRef,
  type ImportIssue,
  type ImportKind,
  type Principal,
  type RejectedImportRow,
  type StaffImportRow,
  type StudentImportRow,
} from '@campus/core'
import { manages } from './access-rules'
import { uniqueKeyName, type UniqueKey } from './unique-keys.repository'
import { newUserRecord, normalizeEmail, normalizeRegisterNo, type StoredUser } from './users.repository'

/**
 * The spreadsheet import's decisions, with no I/O: which rows are valid, which keys to look up, and for each
 * row whether it creates a user, updates one, changes nothing, or is rejected (and why, field by field).
 * user-import.service.ts does the reads and writes around it.
 */

type ImportRow = StudentImportRow | StaffImportRow

/** A row that passed its schema, with its normalised key (register number or email). */
export interface ParsedRow {
  row: number
  key: string
  fields: ImportRow
}

/** What the lookups found: who holds each unique key (`uniqueKeyName`), and those users. */
export interface ImportLookups {
  holders: ReadonlyMap<string, string>
  users: ReadonlyMap<string, StoredUser>
}

export interface ImportPlan {
  creates: { row: number; key: string; user: StoredUser }[]
  updates: { row: number; key: string; before: StoredUser; after: StoredUser }[]
  /** Rows that match a user exactly: counted as updated, nothing written. */
  unchanged: { row: number; key: string }[]
  rejected: RejectedImportRow[]
}

const rowSchemaOf = (kind: ImportKind) => (kind === 'STUDENT' ? StudentImportRowSchema : StaffImportRowSchema)

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The row's key as the store keeps it, if the row has a readable one. */
function keyOf(kind: ImportKind, raw: Record<string, unknown>) {
  const value = text(kind === 'STUDENT' ? raw.registerNo : raw.email)
  if (!value) return undefined
  return kind === 'STUDENT' ? normalizeRegisterNo(value) : normalizeEmail(value)
}

/**
 * Checks every row with its kind's schema, and refuses the later of two rows with the same key (or, for
 * students, the same email): which of the two should win is the file's author's call.
 */
export function parseImportRows(kind: ImportKind, rows: readonly Record<string, unknown>[]) {
  const parsed: ParsedRow[] = []
  const rejected: RejectedImportRow[] = []
  const firstRowOf = new Map<string, number>()
  for (const raw of rows) {
    const row = Number(raw.row)
    const key = keyOf(kind, raw)
    const errors: ImportIssue[] = []
    const result = rowSchemaOf(kind).safeParse(raw)
    if (!result.success) errors.push(...importIssuesOf(result.error))

    const seen = (name: string, value: string | undefined, field: string, label: string) => {
      if (!value) return
      const first = firstRowOf.get(`${name}#${value}`)
      if (first === undefined) firstRowOf.set(`${name}#${value}`, row)
      else errors.push({ field, message: `${label} ${value} appears twice in this file (row ${first})` })
    }
    if (kind === 'STUDENT') {
      seen('REGNO', key, 'registerNo', 'Register number')
      const email = text(raw.email)
      seen('EMAIL', email && normalizeEmail(email), 'email', 'Email')
    } else {
      seen('EMAIL', key, 'email', 'Email')
    }

    if (errors.length || !result.success || !key) rejected.push({ row, ...(key ? { key } : {}), errors })
    else parsed.push({ row, key, fields: result.data })
  }
  return { parsed, rejected }
}

/** The unique keys to look up for parsed rows: each row's key, and a student's email. */
export function keysToLookUp(kind: ImportKind, rows: readonly ParsedRow[]): UniqueKey[] {
  return rows.flatMap(({ key, fields }): UniqueKey[] =>
    kind === 'STUDENT'
      ? [
          { kind: 'REGNO', value: key },
          { kind: 'EMAIL', value: fields.email },
        ]
      : [{ kind: 'EMAIL', value: key }],
  )
}

const ACCOUNT_NAMES: Record<string, string> = {
  ADMIN: 'an administrator',
  HOD: 'an HOD',
  FACULTY: 'a faculty member',
  STUDENT: 'a student',
  CUSTOM: 'a custom-role user',
  APPLICANT: 'an admission applicant',
}
const accountName = (user: StoredUser) => ACCOUNT_NAMES[user.usertype] ?? `a ${user.usertype} user`

/** Refusal for one row: thrown inside the planner, caught per row. */
class RowRefused extends Error {
  constructor(readonly issue: ImportIssue) {
    super(issue.message)
  }
}
const refuse = (message: string, field?: string): never => {
  throw new RowRefused(field ? { field, message } : { message })
}

/**
 * The departments list for `ids`: names from the row when it names one department, else those the user had,
 * so a row that gives only `departmentid` (and maybe the names) still leaves a consistent record.
 */
function departmentsFor(ids: readonly string[], row: ImportRow, previous: unknown): DepartmentRef[] {
  if (row.departments) return row.departments
  const known = Array.isArray(previous) ? (previous as DepartmentRef[]) : []
  return ids.map((id) => {
    const had = known.find((department) => department.id === id)
    const named = ids.length === 1
    return {
      id,
      degreeName: (named ? row.degreeName : undefined) ?? had?.degreeName ?? '',
      departmentName: (named ? row.departmentName : undefined) ?? had?.departmentName ?? '',
    }
  })
}

/** The row's fields as user fields: no row number, the key normalised, departments completed. */
function userFieldsOf(kind: ImportKind, row: ImportRow, previous?: StoredUser) {
  const { row: _row, ...fields } = row
  const result: Partial<StoredUser> = { ...fields, email: normalizeEmail(fields.email) }
  if ('registerNo' in fields && kind === 'STUDENT') result.registerNo = normalizeRegisterNo(fields.registerNo)
  if (fields.departmentid)
    result.departments = departmentsFor(fields.departmentid, row, previous?.departments)
  return result
}

/** An HOD imports only into the departments they head. */
function assertIntoOwnDepartments(
  actor: Principal,
  departmentIds: readonly string[] | undefined,
  what: string,
) {
  if (actor.userType !== 'HOD') return
  if (!departmentIds?.length) refuse(`Give a department you head for ${what} (departmentid).`, 'departmentid')
  if (departmentIds && !mayManageDepartments(actor, departmentIds))
    refuse(`You can only import ${what} into the departments you head.`, 'departmentid')
}

/**
 * Decides each parsed row against what the lookups found. A key held by no existing user creates one (with
 * the id of a claim an interrupted earlier write left, so retrying finishes it); an existing user of the
 * right kind is updated with the fields the row carries.
 */
export function planImport(
  kind: ImportKind,
  rows: readonly ParsedRow[],
  lookups: ImportLookups,
  actor: Principal,
  now: number,
): ImportPlan {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: [], rejected: [] }
  const holderOf = (key: UniqueKey) => lookups.holders.get(uniqueKeyName(key))
  const what = kind === 'STUDENT' ? 'students' : 'staff'

  for (const { row, key, fields } of rows) {
    try {
      const email = normalizeEmail(fields.email)
      const keyHolder = holderOf(
        kind === 'STUDENT' ? { kind: 'REGNO', value: key } : { kind: 'EMAIL', value: key },
      )
      const emailHolder = holderOf({ kind: 'EMAIL', value: email })
      const existing = keyHolder ? lookups.users.get(keyHolder) : undefined

      if (existing) {
        checkExisting(kind, key, existing, email, emailHolder, actor)
        assertIntoOwnDepartmentsIfGiven(actor, fields.departmentid, what)
        const after = applyRow(kind, fields, existing, now)
        if (after) plan.updates.push({ row, key, before: existing, after })
        else plan.unchanged.push({ row, key })
        continue
      }

      if (emailHolder && lookups.users.has(emailHolder))
        refuse(`The email ${email} is already used by another account.`, 'email')
      assertIntoOwnDepartments(actor, fields.departmentid, what)
      // A claim whose user does not exist was left by a write that stopped half-way: finish it under that
      // id. (Should the register number and email claims name different ids, the second claim is refused.)
      const id = keyHolder ?? emailHolder
      const user = newUserRecord(
        {
          ...userFieldsOf(kind, fields),
          ...(id ? { id } : {}),
          name: fields.name,
          email,
          usertype: kind === 'STUDENT' ? 'STUDENT' : 'FACULTY',
          departmentid: [...(fields.departmentid ?? [])],
          createdBy: actor.userId,
        },
        now,
      )
      plan.creates.push({ row, key, user })
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error
      plan.rejected.push({ row, key, errors: [error.issue] })
    }
  }
  return plan
}

/** The row may update `existing`: right kind, email free, and (for an HOD) someone they manage. */
function checkExisting(
  kind: ImportKind,
  key: string,
  existing: StoredUser,
  email: string,
  emailHolder: string | undefined,
  actor: Principal,
) {
  if (kind === 'STUDENT') {
    if (existing.usertype !== 'STUDENT')
      refuse(`Register number ${key} belongs to ${accountName(existing)}, not a student.`, 'registerNo')
    if (emailHolder && emailHolder !== existing.id)
      refuse(`The email ${email} is already used by another account.`, 'email')
    if (!manages(actor, existing))
      refuse(`Register number ${key} belongs to a student of a department you do not head.`, 'registerNo')
    return
  }
  if (existing.usertype === 'STUDENT')
    refuse(`${key} is a student's email; import students with the student import.`, 'email')
  if (existing.usertype !== 'HOD' && existing.usertype !== 'FACULTY')
    refuse(
      `${key} belongs to ${accountName(existing)}; the staff import changes HOD and faculty only.`,
      'email',
    )
  if (!manages(actor, existing))
    refuse(`${key} belongs to staff you do not manage (another department, or an HOD).`, 'email')
}

function assertIntoOwnDepartmentsIfGiven(actor: Principal, ids: readonly string[] | undefined, what: string) {
  if (ids) assertIntoOwnDepartments(actor, ids, what)
}

/** `existing` with the row's fields, or undefined when the row changes nothing. */
function applyRow(
  kind: ImportKind,
  row: ImportRow,
  existing: StoredUser,
  now: number,
): StoredUser | undefined {
  const fields = userFieldsOf(kind, row, existing)
  const changes = Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(existing[field as keyof StoredUser]),
    ),
  )
  if (!Object.keys(changes).length) return undefined
  return {
    ...existing,
    ...changes,
    ...(typeof changes.name === 'string' ? { sortName: changes.name.toLowerCase() } : {}),
    modifiedOn: now,
  }
}
