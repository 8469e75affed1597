import { describe, expect, it } from 'vitest'
import { consumeDepartmentRemoved } from './department-removed.consumer'
import { createIdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

/**
 * Issue 29, integrity: a student move lands only in a year and group that exist, belong together and lie within
 * the caller's reach; every reference a user write carries exists; an HOD can lose a department, and a deleted
 * department leaves its HODs (the `department-removed` consumer). The fixture's structure:
 * testing/academic-structure.ts (ay-1 and grp-1 are dept-a's, ay-2 and grp-9 dept-b's).
 */
const f = await createIdentityFixture()
const admin = await f.login('admin')
const hod = await f.login('hod')

const move = (body: Record<string, unknown>, token = hod) =>
  f.call('POST', '/api/user/moveStudents', { token, body })
const versionOf = async (id: string) => (await f.users.require(id)).version

describe('POST /api/user/moveStudents: the target', () => {
  it("refuses an HOD moving their student into another department's year, writing nothing", async () => {
    const before = await f.users.require('id-student')
    const response = await move({ userIds: ['id-student'], accYearId: 'ay-2', accYear: '2024 - 2028' })
    expect(response.status).toBe(403)
    expect(response.body.error?.message).toBe('You can only move students into the departments you head.')
    const withGroup = await move({
      userIds: ['id-student'],
      accYearId: 'ay-2',
      accYear: '2024 - 2028',
      groupId: 'grp-9',
    })
    expect(withGroup.status).toBe(403)
    expect(await f.users.require('id-student')).toEqual(before)
  })

  it('moves 0 of 50 concurrent cross-department moves', async () => {
    const before = await versionOf('id-student')
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        move({
          userIds: ['id-student'],
          accYearId: index % 2 ? 'ay-2' : 'ay-b2',
          accYear: '2024 - 2028',
          ...(index % 3 ? { groupId: 'grp-9' } : {}),
        }),
      ),
    )
    expect(new Set(responses.map(({ status }) => status))).toEqual(new Set([403]))
    const after = await f.users.require('id-student')
    expect(after.version).toBe(before)
    expect(after).toMatchObject({ accYearId: 'ay-1', groupId: 'grp-1', departmentid: ['dept-a'] })
  })

  // An HOD naming a department they do not head, or a year of one, is refused 403 before (the test above).
  it.each([
    [{ accYearId: 'ay-nope' }, 'ACADEMIC_YEAR_NOT_FOUND', 'accYearId', true],
    [{ accYearId: 'ay-1', groupId: 'grp-nope' }, 'GROUP_NOT_FOUND', 'groupId', true],
    [{ accYearId: 'ay-1', groupId: 'grp-3' }, 'GROUP_NOT_IN_YEAR', 'groupId', true],
    [{ accYearId: 'ay-1', department: { id: 'dept-nope' } }, 'DEPARTMENT_NOT_FOUND', 'department.id', false],
    [{ accYearId: 'ay-2', department: { id: 'dept-a' } }, 'YEAR_NOT_IN_DEPARTMENT', 'accYearId', false],
  ])('refuses a target that does not hold (%j): 400 %s', async (target, code, path, alsoHod) => {
    const before = await versionOf('id-student')
    for (const token of alsoHod ? [admin, hod] : [admin]) {
      const response = await move({ userIds: ['id-student'], accYear: '2024 - 2028', ...target }, token)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({ code, details: [expect.objectContaining({ path })] })
    }
    expect(await versionOf('id-student')).toBe(before)
  })

  it("takes the department's names from academics, and skips students of another department", async () => {
    const moved = await move(
      {
        userIds: ['id-otherStudent'],
        accYearId: 'ay-1',
        accYear: '2023 - 2027',
        groupId: 'grp-2',
        department: { id: 'dept-a', degreeName: 'Forged', departmentName: 'Forged' },
      },
      admin,
    )
    expect(moved.body).toEqual({ moved: 1, skipped: [] })
    expect(await f.users.require('id-otherStudent')).toMatchObject({
      departmentid: ['dept-a'],
      departments: [{ id: 'dept-a', degreeName: 'B.E', departmentName: 'Civil' }],
      accYearId: 'ay-1',
      groupId: 'grp-2',
    })
    const back = await move(
      { userIds: ['id-otherStudent'], accYearId: 'ay-2', accYear: '2024 - 2028' },
      admin,
    )
    expect(back.body).toEqual({
      moved: 0,
      skipped: [
        {
          id: 'id-otherStudent',
          message:
            'Other Student is in another department than academic year ay-2: name the department to move them there.',
        },
      ],
    })
  })
})

describe('user writes: every reference exists', () => {
  const student = (fields: Record<string, unknown>) => ({
    name: 'Checked Student',
    email: `checked${Math.random().toString(36).slice(2)}@test.local`,
    registerNo: `CHK${Math.random().toString(36).slice(2, 8)}`,
    usertype: 'STUDENT',
    departmentid: ['dept-a'],
    ...fields,
  })

  // An HOD placing someone in a department they do not head is refused 403 before (manager-scope.int.test.ts).
  it.each([
    [{ facultyDeptId: 'fd-nope' }, 'FACULTY_DEPARTMENT_NOT_FOUND', 'facultyDeptId', true],
    [{ departmentid: ['dept-nope'] }, 'DEPARTMENT_NOT_FOUND', 'departmentid', false],
    [{ departments: [{ id: 'dept-nope' }] }, 'DEPARTMENT_NOT_FOUND', 'departments', true],
    [{ accYearId: 'ay-nope' }, 'ACADEMIC_YEAR_NOT_FOUND', 'accYearId', true],
    [{ accYearId: 'ay-1', groupId: 'grp-nope' }, 'GROUP_NOT_FOUND', 'groupId', true],
    [{ accYearId: 'ay-1', groupId: 'grp-9' }, 'GROUP_NOT_IN_YEAR', 'groupId', true],
    [{ accYearId: 'ay-2' }, 'YEAR_NOT_IN_DEPARTMENT', 'accYearId', true],
    [{ facultyId: 'fac-nope' }, 'FACULTY_NOT_FOUND', 'facultyId', true],
  ])('refuses creating a student with %j: 400 %s on the field', async (fields, code, path, alsoHod) => {
    for (const token of alsoHod ? [admin, hod] : [admin]) {
      const body = student(fields)
      const response = await f.call('POST', '/api/user', { token, body })
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({ code, details: [expect.objectContaining({ path })] })
      expect(await f.users.findIdByLogin(body.email)).toBeUndefined()
    }
  })

  it('refuses a staff type that does not exist', async () => {
    const response = await f.call('POST', '/api/user', {
      token: admin,
      body: { name: 'New', email: 'stafftype@test.local', usertype: 'FACULTY', staffTypeId: 'st-nope' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error?.code).toBe('STAFF_TYPE_NOT_FOUND')
  })

  it('refuses an HOD setting a faculty department that does not exist on their student', async () => {
    const before = await versionOf('id-student')
    for (const path of ['/api/user/id-student', '/api/user/update/id-student']) {
      const method = path.includes('update') ? 'POST' : 'PUT'
      const response = await f.call(method, path, { token: hod, body: { facultyDeptId: 'fd-bogus' } })
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({
        code: 'FACULTY_DEPARTMENT_NOT_FOUND',
        details: [{ path: 'facultyDeptId', message: 'Faculty department fd-bogus does not exist.' }],
      })
    }
    const group = await f.call('PUT', '/api/user/id-student', { token: hod, body: { groupId: 'grp-9' } })
    expect(group.body.error?.code).toBe('GROUP_NOT_IN_YEAR')
    expect(await versionOf('id-student')).toBe(before)
    const fine = await f.call('PUT', '/api/user/id-student', { token: hod, body: { groupId: 'grp-2' } })
    expect(fine.status).toBe(200)
  })

  it('accepts a whole record sent back with a reference that has since gone, when it is unchanged', async () => {
    await f.users.create(
      newUserRecord({
        id: 'id-dangling',
        name: 'Dangling',
        email: 'dangling@test.local',
        usertype: 'FACULTY',
        departmentid: ['dept-a'],
        facultyDeptId: 'fd-deleted',
      }),
    )
    const listed = (await f.call('GET', '/api/user/id-dangling', { token: admin })).body
    const response = await f.call('PUT', '/api/user/id-dangling', {
      token: admin,
      body: { ...listed, city: 'Madurai' },
    })
    expect(response.status).toBe(200)
  })

  it('rejects import rows naming what does not exist, and writes the others', async () => {
    const row = (n: number, fields: Record<string, unknown>) => ({
      row: n,
      registerNo: `REFIMP${n}`,
      name: `Imported ${n}`,
      email: `refimp${n}@test.local`,
      departmentid: ['dept-a'],
      ...fields,
    })
    const response = await f.call('POST', '/api/user/import', {
      token: hod,
      body: {
        kind: 'STUDENT',
        rows: [
          row(2, { accYearId: 'ay-1', groupId: 'grp-1' }),
          row(3, { accYearId: 'ay-1', groupId: 'grp-9' }),
          row(4, { accYearId: 'ay-nope' }),
        ],
      },
    })
    expect(response.body).toMatchObject({
      created: 1,
      rejected: [
        { row: 3, errors: [{ field: 'groupId', message: expect.stringContaining('grp-9') }] },
        { row: 4, errors: [{ field: 'accYearId', message: 'Academic year ay-nope does not exist.' }] },
      ],
    })
    expect(await f.users.findIdByLogin('refimp3@test.local')).toBeUndefined()
  })

  it('refuses a custom role naming a faculty department that does not exist', async () => {
    const response = await f.call('PUT', '/api/role/customRole/id-custom', {
      token: admin,
      body: { naacRole: [{ facultyDeptId: 'fd-nope', role: 'INPUTTER' }], naacReport: [], modules: [] },
    })
    expect(response.status).toBe(400)
    expect(response.body.error?.code).toBe('FACULTY_DEPARTMENT_NOT_FOUND')
  })
})

describe('an HOD and their departments', () => {
  const hodOf = async (id: string, departmentid: string[]) =>
    f.users.create(
      newUserRecord({
        id,
        name: id,
        email: `${id}@test.local`,
        usertype: 'HOD',
        departmentid,
        headedDepartmentIds: departmentid,
        passwordHash: (await f.users.require('id-hod')).passwordHash,
      }),
    )

  it('lets the administrator take the only department off an HOD (legacy 5.8)', async () => {
    await hodOf('id-hod-single', ['dept-b'])
    const response = await f.call('PUT', '/api/user/id-hod-single', {
      token: admin,
      body: { usertype: 'HOD', departmentid: [], departments: [] },
    })
    expect(response.status).toBe(200)
    expect(await f.users.require('id-hod-single')).toMatchObject({
      departmentid: [],
      headedDepartmentIds: [],
    })
  })

  it('takes a deleted department off its HODs once it is gone, with an audit record and a fresh session', async () => {
    await hodOf('id-hod-gone', ['dept-gone', 'dept-a'])
    const token = await f.login('id-hod-gone@test.local')
    const message = {
      departmentId: 'dept-gone',
      removedBy: { userId: 'id-admin', userType: 'ADMIN' },
      removedOn: Date.now(),
    }
    const context = {
      client: f.env.client,
      tables: { ...f.env.tables },
      now: () => Date.now(),
    } as unknown as Parameters<typeof consumeDepartmentRemoved>[0]
    await consumeDepartmentRemoved(context, message)
    expect(await f.users.require('id-hod-gone')).toMatchObject({
      departmentid: ['dept-a'],
      headedDepartmentIds: ['dept-a'],
    })
    expect(await f.deps.authenticate(token)).toMatchObject({ headedDepartmentIds: ['dept-a'] })
    const history = (await f.call('GET', '/api/user/audit/id-hod-gone', { token: admin }))
      .body as unknown as {
      action: string
      actorId: string
    }[]
    expect(history[0]).toMatchObject({ action: 'DEPARTMENT_REMOVED', actorId: 'id-admin' })
    // Delivered again: nothing more to do, nothing written.
    const version = await versionOf('id-hod-gone')
    await consumeDepartmentRemoved(context, message)
    expect(await versionOf('id-hod-gone')).toBe(version)
  })

  it('leaves a department that still exists on its HODs: the message waits for the delete', async () => {
    const version = await versionOf('id-hod')
    const context = {
      client: f.env.client,
      tables: { ...f.env.tables },
      now: () => Date.now(),
    } as unknown as Parameters<typeof consumeDepartmentRemoved>[0]
    await expect(
      consumeDepartmentRemoved(context, {
        departmentId: 'dept-a',
        removedBy: { userId: 'id-admin', userType: 'ADMIN' },
        removedOn: Date.now(),
      }),
    ).rejects.toThrow('Department dept-a is not deleted (yet)')
    expect(await versionOf('id-hod')).toBe(version)
    await expect(consumeDepartmentRemoved(context, { departmentId: 'x' })).rejects.toThrow(
      'Not a department-removed message',
    )
  })
})
