import type { UserImportResult } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { expectDerivedItemsExact } from './testing/derived-items'
import { createIdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

const f = await createIdentityFixture()
const admin = await f.login('admin')
const hod = await f.login('hod')

/** A row the import refused, with the one field it names and why. */
const rejectedRow = (row: number, key: string, field: string, message: string) => ({
  row,
  key,
  errors: [{ field, message }],
})

const deptA = { id: 'dept-a', degreeName: 'B.E', departmentName: 'Civil' }
const deptB = { id: 'dept-b', degreeName: 'B.E', departmentName: 'Mechanical' }

/** A complete student row; tests override what they are about. */
const student = (row: number, registerNo: string, extra: Record<string, unknown> = {}) => ({
  row,
  registerNo,
  name: `Learner ${registerNo}`,
  email: `${registerNo.toLowerCase()}@students.test`,
  phone: '9840012345',
  departmentid: [deptA.id],
  departments: [deptA],
  degreeName: deptA.degreeName,
  departmentName: deptA.departmentName,
  accYearId: 'ay-1',
  accYear: '2023 - 2027',
  groupId: 'grp-1',
  sem: 3,
  ...extra,
})

const staff = (row: number, email: string, extra: Record<string, unknown> = {}) => ({
  row,
  email,
  name: `Staff ${row}`,
  facultyDeptId: 'fd-1',
  staffTypeId: 'st-1',
  departmentid: [deptA.id],
  departments: [deptA],
  ...extra,
})

const importRows = async (kind: 'STUDENT' | 'STAFF', rows: unknown[], token = admin) => {
  const response = await f.call('POST', '/api/user/import', { token, body: { kind, rows } })
  return { status: response.status, body: response.body as unknown as UserImportResult, raw: response.body }
}

const userByLogin = async (login: string) => {
  const id = await f.users.findIdByLogin(login)
  return id ? f.users.get(id) : undefined
}

describe('POST /api/user/import: students', () => {
  it('creates students without passwords, searchable, counted, listed in their group and year, audited', async () => {
    const result = await importRows('STUDENT', [
      student(2, 'imp001'),
      student(3, 'IMP002', { name: 'Zara Iyer' }),
    ])
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ created: 2, updated: 0, rejected: [] })

    const created = await userByLogin('IMP001')
    expect(created).toMatchObject({
      registerNo: 'IMP001',
      usertype: 'STUDENT',
      accountStatus: 'ACTIVE',
      departmentid: ['dept-a'],
      accYearId: 'ay-1',
      groupId: 'grp-1',
      sem: 3,
      createdBy: 'id-admin',
    })
    expect(created?.passwordHash).toBeUndefined()
    const login = await f.call('POST', '/api/user/login', {
      body: { email: 'IMP001', password: 'anything1' },
    })
    expect(login.status).toBe(401)

    const search = await f.call('GET', '/api/student/search?text=zara', { token: admin })
    expect((search.body as unknown as { registerNo: string }[]).map((s) => s.registerNo)).toEqual(['IMP002'])
    const group = await f.call('GET', '/api/group/student/grp-1', { token: admin })
    expect((group.body as unknown as { registerNo: string }[]).map((s) => s.registerNo)).toEqual([
      'IMP001',
      'REG001',
      'IMP002',
    ])
    const history = await f.call('GET', `/api/user/audit/${created?.id ?? ''}`, { token: admin })
    expect(history.body).toMatchObject([{ action: 'IMPORT_CREATE', actorId: 'id-admin' }])
    await expectDerivedItemsExact(f)
  })

  it('updates only the fields a row carries, moving search terms, counts and list keys with them', async () => {
    const before = await userByLogin('IMP001')
    const result = await importRows('STUDENT', [
      {
        row: 7,
        registerNo: 'imp001',
        name: 'Imran Basha',
        email: 'imp001@students.test',
        departmentid: [deptB.id],
        departments: [deptB],
        accYearId: 'ay-2',
        accYear: '2024 - 2028',
        groupId: 'grp-9',
      },
    ])
    expect(result.body).toEqual({ created: 0, updated: 1, rejected: [] })
    const after = await userByLogin('IMP001')
    expect(after).toMatchObject({
      id: before?.id,
      name: 'Imran Basha',
      departmentid: ['dept-b'],
      accYearId: 'ay-2',
      groupId: 'grp-9',
      // Not in the row, so kept.
      phone: '9840012345',
      sem: 3,
      version: (before?.version ?? 0) + 1,
    })
    const search = await f.call('GET', '/api/student/search?text=imran', { token: admin })
    expect((search.body as unknown as { id: string }[]).map((s) => s.id)).toEqual([before?.id])
    const moved = await f.call('GET', '/api/user?filter=usertype eq STUDENT,groupId eq grp-9', {
      token: admin,
    })
    expect((moved.body as unknown as { id: string }[]).map((s) => s.id)).toEqual([before?.id])
    const history = await f.call('GET', `/api/user/audit/${before?.id ?? ''}`, { token: admin })
    expect((history.body as unknown as { action: string }[])[0]?.action).toBe('IMPORT_UPDATE')
    await expectDerivedItemsExact(f)
  })

  it('counts a row that changes nothing as updated and writes nothing', async () => {
    const before = await userByLogin('IMP002')
    const result = await importRows('STUDENT', [student(2, 'IMP002', { name: 'Zara Iyer' })])
    expect(result.body).toEqual({ created: 0, updated: 1, rejected: [] })
    expect((await userByLogin('IMP002'))?.version).toBe(before?.version)
  })

  it('changes a student email by row: the new one signs in, the old one is free again', async () => {
    const result = await importRows('STUDENT', [
      student(4, 'IMP002', { name: 'Zara Iyer', email: 'zara@new.test' }),
    ])
    expect(result.body).toEqual({ created: 0, updated: 1, rejected: [] })
    expect(await f.users.findIdByLogin('zara@new.test')).toBe((await userByLogin('IMP002'))?.id)
    expect(await f.users.findIdByLogin('imp002@students.test')).toBeUndefined()
    await expectDerivedItemsExact(f)
  })

  it('lands every valid row and rejects the others per row, with plain field messages', async () => {
    const result = await importRows('STUDENT', [
      student(2, 'MIX001'),
      { row: 3, registerNo: 'MIX002', name: '', email: 'not-an-email', departmentid: [] },
      student(4, 'MIX003', { phone: '12345', gender: 'M', sem: 12 }),
      student(5, 'MIX004'),
    ])
    expect(result.status).toBe(200)
    expect(result.body.created).toBe(2)
    expect(result.body.rejected).toEqual([
      {
        row: 3,
        key: 'MIX002',
        errors: expect.arrayContaining([
          { field: 'name', message: 'Name is required' },
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'departmentid', message: 'Department is required (departmentid)' },
        ]) as unknown,
      },
      {
        row: 4,
        key: 'MIX003',
        errors: [
          { field: 'phone', message: 'Enter a 10-digit phone number' },
          { field: 'gender', message: 'Gender must be one of Male, Female, Transgender' },
          { field: 'sem', message: 'Semester must be a whole number from 1 to 10' },
        ],
      },
    ])
    expect(await userByLogin('MIX002')).toBeUndefined()
    expect(await userByLogin('MIX003')).toBeUndefined()
    expect(await userByLogin('MIX004')).toBeDefined()
    await expectDerivedItemsExact(f)
  })

  it('rejects the later of two rows with the same register number or email', async () => {
    const result = await importRows('STUDENT', [
      student(2, 'DUP001'),
      student(3, 'dup001', { email: 'other-dup@students.test' }),
      student(4, 'DUP002', { email: 'DUP001@students.test' }),
    ])
    expect(result.body).toEqual({
      created: 1,
      updated: 0,
      rejected: [
        rejectedRow(3, 'DUP001', 'registerNo', 'Register number DUP001 appears twice in this file (row 2)'),
        rejectedRow(4, 'DUP002', 'email', 'Email dup001@students.test appears twice in this file (row 2)'),
      ],
    })
  })

  it('rejects a student whose email another user has, and a register number of another kind of user', async () => {
    // Legacy data can hold a register number on a staff record.
    await f.users.create(
      newUserRecord({
        name: 'Odd Staff',
        email: 'odd@test.local',
        usertype: 'FACULTY',
        registerNo: 'FAC900',
      }),
    )
    const result = await importRows('STUDENT', [
      student(2, 'KND001', { email: 'faculty@test.local' }),
      student(3, 'REG002', { email: 'student@test.local' }),
      student(4, 'fac900'),
    ])
    expect(result.body.created).toBe(0)
    expect(result.body.rejected).toEqual([
      rejectedRow(2, 'KND001', 'email', 'The email faculty@test.local is already used by another account.'),
      rejectedRow(3, 'REG002', 'email', 'The email student@test.local is already used by another account.'),
      rejectedRow(
        4,
        'FAC900',
        'registerNo',
        'Register number FAC900 belongs to a faculty member, not a student.',
      ),
    ])
  })

  it('finishes a row whose earlier import stopped after claiming its keys (retry-safe)', async () => {
    // A claim with no user behind it: what a write that died between claim and user leaves.
    await f.entities.uniqueKey.create({ kind: 'REGNO', value: 'ORPH001', userId: 'orphan-id' }).go()
    const result = await importRows('STUDENT', [student(2, 'ORPH001')])
    expect(result.body).toEqual({ created: 1, updated: 0, rejected: [] })
    expect(await userByLogin('ORPH001')).toMatchObject({ id: 'orphan-id', registerNo: 'ORPH001' })
    const again = await importRows('STUDENT', [student(2, 'ORPH001')])
    expect(again.body).toEqual({ created: 0, updated: 1, rejected: [] })
    await expectDerivedItemsExact(f)
  })
})

describe('POST /api/user/import: staff', () => {
  it('creates FACULTY, listed with the staff; an update keeps an HOD an HOD', async () => {
    const result = await importRows('STAFF', [
      staff(2, 'New.Lecturer@Test.local', { name: 'Anu Lecturer', specialization: 'Surveying' }),
      { row: 3, email: 'hod@test.local', name: 'Hod', specialization: 'Structures' },
    ])
    expect(result.body).toEqual({ created: 1, updated: 1, rejected: [] })
    expect(await userByLogin('new.lecturer@test.local')).toMatchObject({
      usertype: 'FACULTY',
      email: 'new.lecturer@test.local',
      facultyDeptId: 'fd-1',
    })
    expect(await f.users.get('id-hod')).toMatchObject({ usertype: 'HOD', specialization: 'Structures' })
    const list = await f.call('GET', '/api/user?filter=usertype eq STAFF,facultyDeptId eq fd-1&fields=name', {
      token: admin,
    })
    expect(list.body).toEqual([{ name: 'Anu Lecturer' }, { name: 'Faculty' }, { name: 'Hod' }])
    await expectDerivedItemsExact(f)
  })

  it("rejects a student's email and other kinds of account", async () => {
    const result = await importRows('STAFF', [
      staff(2, 'student@test.local'),
      staff(3, 'custom@test.local'),
      staff(4, 'admin@test.local'),
    ])
    expect(result.body).toEqual({
      created: 0,
      updated: 0,
      rejected: [
        rejectedRow(
          2,
          'student@test.local',
          'email',
          "student@test.local is a student's email; import students with the student import.",
        ),
        rejectedRow(
          3,
          'custom@test.local',
          'email',
          'custom@test.local belongs to a custom-role user; the staff import changes HOD and faculty only.',
        ),
        rejectedRow(
          4,
          'admin@test.local',
          'email',
          'admin@test.local belongs to an administrator; the staff import changes HOD and faculty only.',
        ),
      ],
    })
  })
})

describe('POST /api/user/import: an HOD', () => {
  it('imports into the departments they head only, refusing the other rows one by one', async () => {
    const result = await importRows(
      'STUDENT',
      [
        student(2, 'HOD001'),
        student(3, 'HOD002', { departmentid: [deptB.id], departments: [deptB] }),
        // REG002 is a student of dept-b.
        student(4, 'REG002', { email: 'student2@test.local' }),
      ],
      hod,
    )
    expect(result.body).toEqual({
      created: 1,
      updated: 0,
      rejected: [
        rejectedRow(
          3,
          'HOD002',
          'departmentid',
          'You can only import students into the departments you head.',
        ),
        rejectedRow(
          4,
          'REG002',
          'registerNo',
          'Register number REG002 belongs to a student of a department you do not head.',
        ),
      ],
    })
    expect(await userByLogin('HOD001')).toMatchObject({ createdBy: 'id-hod' })
  })

  it('adds and changes faculty of their departments, never other HODs or other departments', async () => {
    const result = await importRows(
      'STAFF',
      [
        staff(2, 'hodmade@test.local'),
        staff(3, 'nodept@test.local', { departmentid: undefined, departments: undefined }),
        { row: 4, email: 'faculty@test.local', name: 'Faculty', city: 'Madurai' },
        { row: 5, email: 'other@test.local', name: 'Other Faculty', city: 'Salem' },
      ],
      hod,
    )
    expect(result.body.created).toBe(1)
    expect(result.body.updated).toBe(1)
    expect(result.body.rejected.map(({ row, errors }) => [row, errors[0]?.message])).toEqual([
      [3, 'Give a department you head for staff (departmentid).'],
      [5, 'other@test.local belongs to staff you do not manage (another department, or an HOD).'],
    ])
  })
})

describe('POST /api/user/import: requests', () => {
  it('refuses more than 250 rows, and no rows, with a clear 400', async () => {
    const tooMany = await importRows(
      'STUDENT',
      Array.from({ length: 251 }, (_, index) => student(index + 2, `BIG${index}`)),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.raw.error?.message).toBe(
      'rows: Send at most 250 rows in one request; split the file into chunks of 250',
    )
    const none = await importRows('STUDENT', [])
    expect(none.raw.error?.message).toBe('rows: Send at least one row')
  })

  it('refuses an unknown kind and rows without a row number as a whole', async () => {
    const kind = await f.call('POST', '/api/user/import', {
      token: admin,
      body: { kind: 'ALUMNI', rows: [] },
    })
    expect(kind.status).toBe(400)
    expect(kind.body.error?.message).toBe('kind: kind must be STUDENT or STAFF')
    const noRow = await importRows('STAFF', [{ email: 'x@test.local', name: 'X' }])
    expect(noRow.status).toBe(400)
    expect(noRow.raw.error?.message).toContain('spreadsheet row number')
  })

  it('lets only administrators and HODs import', async () => {
    const faculty = await f.login('faculty')
    const response = await importRows('STUDENT', [student(2, 'NOPE01')], faculty)
    expect(response.status).toBe(403)
  })

  it('imports a full chunk of 250 in a bounded number of DynamoDB calls', async () => {
    const rows = Array.from({ length: 250 }, (_, index) =>
      student(index + 2, `CHK${String(index).padStart(3, '0')}`, { groupId: 'grp-chunk' }),
    )
    f.env.counter.reset()
    const result = await importRows('STUDENT', rows)
    const { byCommand, total } = f.env.counter.snapshot()
    expect(result.body).toMatchObject({ created: 250, rejected: [] })
    // The session and the college record (the new users' collegeID, issue 30), BatchGets of the 500 unique
    // keys, one of the department and year the rows name and one Query of their group (issue 29: references
    // checked), 500 conditional claims, BatchWrites of terms, users and audit records, one counts update: no
    // per-user reads or writes besides the claims, no Scan.
    expect(byCommand).toEqual({
      GetItemCommand: 2,
      BatchGetItemCommand: 6,
      QueryCommand: 1,
      PutItemCommand: 500,
      BatchWriteItemCommand: expect.any(Number) as unknown,
      UpdateItemCommand: 1,
    })
    // 250 users and 250 audit records are 20 batches; each student's dozen search terms about 120 more.
    expect(byCommand.BatchWriteItemCommand).toBeLessThan(150)
    expect(total).toBeLessThan(700)
    await expectDerivedItemsExact(f)
  })
})
