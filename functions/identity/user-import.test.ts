import type { ImportKind, Principal } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { uniqueKeyName } from './unique-keys.repository'
import { keysToLookUp, parseImportRows, planImport, type ImportLookups } from './user-import'
import { newUserRecord, type StoredUser } from './users.repository'

const admin: Principal = {
  userId: 'admin',
  userType: 'ADMIN',
  email: 'admin@x.test',
  name: 'Admin',
  roles: [],
  rollType: [],
  departmentIds: [],
}
const hod: Principal = {
  ...admin,
  userId: 'hod',
  userType: 'HOD',
  departmentIds: ['d1'],
  headedDepartmentIds: ['d1'],
}

const studentRow = (row: number, registerNo: string, extra: Record<string, unknown> = {}) => ({
  row,
  registerNo,
  name: `Student ${registerNo}`,
  email: `${registerNo.toLowerCase()}@x.test`,
  departmentid: ['d1'],
  ...extra,
})

/** A stored user; its departments are named, so a row giving only `departmentid` keeps the names. */
const existing = (fields: Partial<StoredUser> & Pick<StoredUser, 'id' | 'usertype' | 'email'>) => {
  const departmentid = fields.departmentid ?? ['d1']
  const departments = departmentid.map((id) => ({ id, degreeName: 'B.E', departmentName: 'Civil' }))
  return newUserRecord({ name: 'Someone', departmentid, departments, ...fields }, 1)
}

/** A stored student with register number R<n>, the key student rows match on. */
const existingStudent = (n: number, fields: Partial<StoredUser> = {}) =>
  existing({ id: `s${n}`, usertype: 'STUDENT', email: `r${n}@x.test`, registerNo: `R${n}`, ...fields })

const lookups = (users: StoredUser[]): ImportLookups => ({
  users: new Map(users.map((user) => [user.id, user])),
  holders: new Map(
    users.flatMap((user) => [
      [uniqueKeyName({ kind: 'EMAIL', value: user.email }), user.id] as const,
      ...(user.registerNo
        ? [[uniqueKeyName({ kind: 'REGNO', value: user.registerNo }), user.id] as const]
        : []),
    ]),
  ),
})

describe('parseImportRows', () => {
  it('normalises keys and turns zod issues into field messages', () => {
    const { parsed, rejected } = parseImportRows('STUDENT', [
      studentRow(2, ' reg1 ', { email: ' Reg1@X.test ' }),
      { row: 3, registerNo: 'REG2', email: 'reg2@x.test', departmentid: ['d1'], bloodGroup: 'Z+' },
    ])
    expect(parsed).toMatchObject([
      { row: 2, key: 'REG1', fields: { email: 'reg1@x.test', registerNo: 'reg1' } },
    ])
    expect(rejected).toEqual([
      {
        row: 3,
        key: 'REG2',
        errors: [
          { field: 'name', message: 'Name is required' },
          { field: 'bloodGroup', message: 'Blood group must be one of O-, O+, A-, A+, B-, B+, AB-, AB+' },
        ],
      },
    ])
  })

  it('refuses departments that do not match departmentid', () => {
    const { rejected } = parseImportRows('STAFF', [
      { row: 2, email: 's@x.test', name: 'S', departmentid: ['d1'], departments: [{ id: 'd2' }] },
    ])
    expect(rejected[0]?.errors).toEqual([
      { field: 'departments', message: 'departments must describe the same departments as departmentid' },
    ])
  })

  it('refuses the later duplicate even when the earlier row was invalid', () => {
    const { parsed, rejected } = parseImportRows('STAFF', [
      { row: 2, email: 'S@x.test' },
      { row: 3, email: 's@x.test', name: 'S' },
    ])
    expect(parsed).toEqual([])
    expect(rejected.map(({ row, errors }) => [row, errors.map(({ message }) => message)])).toEqual([
      [2, ['Name is required']],
      [3, ['Email s@x.test appears twice in this file (row 2)']],
    ])
  })
})

describe('planImport', () => {
  const plan = (
    rows: Record<string, unknown>[],
    users: StoredUser[],
    actor = admin,
    kind: ImportKind = 'STUDENT',
  ) => planImport(kind, parseImportRows(kind, rows).parsed, lookups(users), actor, 1000)

  it('looks up each student by register number and email', () => {
    const { parsed } = parseImportRows('STUDENT', [studentRow(2, 'R1')])
    expect(keysToLookUp('STUDENT', parsed)).toEqual([
      { kind: 'REGNO', value: 'R1' },
      { kind: 'EMAIL', value: 'r1@x.test' },
    ])
  })

  it('creates new students with departments filled in from the names', () => {
    const result = plan([studentRow(2, 'R1', { departmentName: 'Civil', degreeName: 'B.E' })], [])
    expect(result.creates[0]?.user).toMatchObject({
      usertype: 'STUDENT',
      registerNo: 'R1',
      departments: [{ id: 'd1', degreeName: 'B.E', departmentName: 'Civil' }],
      createdBy: 'admin',
      createdOn: 1000,
      version: 1,
    })
  })

  it('updates only what differs, and leaves an identical row unchanged', () => {
    const student = existingStudent(1, { name: 'Student R1' })
    const result = plan([studentRow(2, 'R1', { city: 'Salem' }), studentRow(3, 'R1x')], [student])
    expect(result.updates).toHaveLength(1)
    expect(result.updates[0]?.after).toMatchObject({ id: 's1', city: 'Salem', modifiedOn: 1000 })
    expect(plan([studentRow(2, 'R1')], [student]).unchanged).toEqual([{ row: 2, key: 'R1' }])
  })

  it('renames with the sort name', () => {
    const student = existingStudent(1)
    const result = plan([studentRow(2, 'R1', { name: 'Zara' })], [student])
    expect(result.updates[0]?.after).toMatchObject({ name: 'Zara', sortName: 'zara' })
  })

  it('finishes a half-written row under the id its orphaned claim holds', () => {
    const result = planImport(
      'STUDENT',
      parseImportRows('STUDENT', [studentRow(2, 'R1')]).parsed,
      { users: new Map(), holders: new Map([[uniqueKeyName({ kind: 'REGNO', value: 'R1' }), 'half']]) },
      admin,
      1,
    )
    expect(result.creates[0]?.user.id).toBe('half')
  })

  it('keeps an HOD to their departments and their people', () => {
    const other = existingStudent(2, { departmentid: ['d2'] })
    const result = plan(
      [studentRow(2, 'R1'), studentRow(3, 'R3', { departmentid: ['d2'] }), studentRow(4, 'R2')],
      [other],
      hod,
    )
    expect(result.creates.map(({ key }) => key)).toEqual(['R1'])
    expect(result.rejected.map(({ row, errors }) => [row, errors[0]?.field])).toEqual([
      [3, 'departmentid'],
      [4, 'registerNo'],
    ])
  })

  it('never changes a staff member’s type, and creates new staff as FACULTY', () => {
    const head = existing({ id: 'h1', usertype: 'HOD', email: 'h@x.test' })
    const result = plan(
      [
        { row: 2, email: 'h@x.test', name: 'Head', specialization: 'Maths' },
        { row: 3, email: 'new@x.test', name: 'New' },
      ],
      [head],
      admin,
      'STAFF',
    )
    expect(result.updates[0]?.after).toMatchObject({ usertype: 'HOD', specialization: 'Maths', name: 'Head' })
    expect(result.creates[0]?.user).toMatchObject({ usertype: 'FACULTY', departmentid: [], departments: [] })
  })
})
