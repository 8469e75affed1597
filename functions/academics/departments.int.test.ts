import { expectRefused, expectInvalid } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { setUpCollege } from './testing/college'

const { f, college } = await setUpCollege()
const { admin } = college.tokens

describe('faculties and faculty departments', () => {
  it('lists, reads and renames faculties', async () => {
    const list = await f.ok<unknown[]>('GET', '/api/faculty/get', { token: college.tokens.faculty })
    expect(list).toEqual([
      expect.objectContaining({ id: college.ids.faculty, name: 'Faculty of Engineering' }),
    ])
    const renamed = await f.ok('PUT', `/api/faculty/${college.ids.faculty}`, {
      token: admin,
      body: { name: 'Faculty of Engineering and Technology' },
    })
    expect(renamed).toMatchObject({ name: 'Faculty of Engineering and Technology' })
    expect(await f.ok('GET', `/api/faculty/edit/${college.ids.faculty}`, { token: admin })).toMatchObject({
      name: 'Faculty of Engineering and Technology',
    })
  })

  it('lists faculty departments, filtered by faculty, and all of them with their faculty name', async () => {
    const other = await f.ok('POST', '/api/faculty', { token: admin, body: { name: 'Faculty of Science' } })
    const physics = await f.ok('POST', '/api/facultydepartment', {
      token: admin,
      body: { name: 'Physics', facultyId: other.id },
    })
    expect(physics).toMatchObject({ name: 'Physics', facultyName: 'Faculty of Science' })
    const filtered = await f.ok<{ id: string }[]>(
      'GET',
      `/api/facultydepartment/get?filter=facultyId eq ${String(other.id)} `,
      { token: admin },
    )
    expect(filtered.map(({ id }) => id)).toEqual([physics.id])
    const all = await f.ok('GET', '/api/facultydepartment/getAllFacultyDepartments', { token: admin })
    expect(all).toEqual([
      expect.objectContaining({ name: 'Engineering', facultyName: 'Faculty of Engineering and Technology' }),
      expect.objectContaining({ name: 'Physics', facultyName: 'Faculty of Science' }),
    ])
    expect(
      await f.ok('GET', `/api/facultydepartment/edit/${String(physics.id)}`, { token: admin }),
    ).toMatchObject({ facultyId: other.id })
    const moved = await f.ok('PUT', `/api/facultydepartment/${String(physics.id)}`, {
      token: admin,
      body: { name: 'Applied Physics', facultyId: college.ids.faculty },
    })
    expect(moved).toMatchObject({ name: 'Applied Physics', facultyId: college.ids.faculty })
  })

  it('refuses a faculty department of an unknown faculty with a 400 on the field', async () => {
    const response = await f.call('POST', '/api/facultydepartment', {
      token: admin,
      body: { name: 'Chemistry', facultyId: 'nope' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'FACULTY_NOT_FOUND',
      details: [{ path: 'facultyId', message: 'No such faculty' }],
    })
  })

  it('validates names and answers 404 for an unknown faculty', async () => {
    const blank = await f.call('POST', '/api/faculty', { token: admin, body: { name: '  ' } })
    expectInvalid(blank, [{ path: 'name', message: 'Faculty name is required' }])
    expect((await f.call('GET', '/api/faculty/edit/nope', { token: admin })).status).toBe(404)
  })

  it('leaves faculties to administrators', async () => {
    const response = await f.call('POST', '/api/faculty', { token: college.tokens.hod, body: { name: 'X' } })
    expect(response.status).toBe(403)
  })
})

describe('departments', () => {
  it('lists departments with their faculty department and faculty, by label', async () => {
    const list = await f.ok<Record<string, unknown>[]>('GET', '/api/departments', {
      token: college.tokens.student,
    })
    expect(list.map(({ departmentName }) => departmentName)).toEqual(['Computer Science', 'Mechanical'])
    expect(list[0]).toMatchObject({
      id: college.ids.deptA,
      degreeName: 'B.E.',
      facultyDeptId: college.ids.facultyDepartment,
      facultyDepartment: 'Engineering',
      facultyId: college.ids.faculty,
      totalSemester: '8',
    })
    const filtered = await f.ok<unknown[]>(
      'GET',
      '/api/departments?filter=departmentName eq Mechanical&fields=id',
      {
        token: admin,
      },
    )
    expect(filtered).toEqual([{ id: college.ids.deptB }])
  })

  it('refuses filters a list does not declare, naming the allowed ones', async () => {
    const response = await f.call('GET', '/api/departments?filter=password eq x', { token: admin })
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toContain('Allowed: id, facultyDeptId')
  })

  it('reads one department, and 404s an unknown one', async () => {
    expect(await f.ok('GET', `/api/departments/${college.ids.deptB}`, { token: admin })).toMatchObject({
      departmentName: 'Mechanical',
      facultyDepartment: 'Engineering',
    })
    const missing = await f.call('GET', '/api/departments/nope', { token: admin })
    expectRefused(missing, 404, 'DEPARTMENT_NOT_FOUND')
  })

  it('creates with validation details and updates from the listed record the client sends back', async () => {
    const invalid = await f.call('POST', '/api/departments/create', {
      token: admin,
      body: { degreeName: 'B.E.', facultyDeptId: college.ids.facultyDepartment },
    })
    expectInvalid(invalid, [
      { path: 'departmentName', message: 'Department name is required' },
      { path: 'totalSemester', message: 'Total semesters is required' },
    ])
    const created = await f.ok('POST', '/api/departments/create', {
      token: admin,
      body: {
        degreeName: 'B.Tech',
        departmentName: 'Civil',
        facultyDeptId: college.ids.facultyDepartment,
        totalSemester: '8',
      },
    })
    const listed = await f.ok('GET', `/api/departments/${String(created.id)}`, { token: admin })
    const updated = await f.ok('PUT', `/api/departments/${String(created.id)}`, {
      token: admin,
      body: { ...listed, departmentName: 'Civil Engineering', examType: 'Semester', hod: [{ id: 'x' }] },
    })
    expect(updated).toMatchObject({ departmentName: 'Civil Engineering', examType: 'Semester' })
    expect(updated).not.toHaveProperty('hod')
    const badFd = await f.call('PUT', `/api/departments/${String(created.id)}`, {
      token: admin,
      body: { facultyDeptId: 'nope' },
    })
    expectInvalid(badFd, [{ path: 'facultyDeptId', message: 'No such faculty department' }])
    expect(
      (await f.call('DELETE', `/api/departments/delete/${String(created.id)}`, { token: admin })).status,
    ).toBe(200)
    expect((await f.call('GET', `/api/departments/${String(created.id)}`, { token: admin })).status).toBe(404)
  })

  it('refuses to delete a department that years or regulations still refer to, saying what to do', async () => {
    const response = await f.call('DELETE', `/api/departments/delete/${college.ids.deptA}`, { token: admin })
    expect(response.status).toBe(409)
    expect(response.body.error).toMatchObject({
      code: 'DEPARTMENT_IN_USE',
      message: expect.stringMatching(/still has 1 academic year and 1 regulation\. Delete the groups/),
    })
    expect((await f.call('GET', `/api/departments/${college.ids.deptA}`, { token: admin })).status).toBe(200)
  })

  it('tells identity a deleted department leaves its HODs, before deleting it', async () => {
    const created = await f.ok('POST', '/api/departments/create', {
      token: admin,
      body: {
        degreeName: 'M.E',
        departmentName: 'Robotics',
        facultyDeptId: college.ids.facultyDepartment,
        totalSemester: '4',
      },
    })
    const id = String(created.id)
    const removals = () => f.queues.bodiesOf<{ departmentId: string }>('department-removed')
    const earlier = removals().length
    // SQS refusing the message deletes nothing: the HODs keep a department that still exists.
    f.queues.failNext()
    const refused = await f.call('DELETE', `/api/departments/delete/${id}`, { token: admin })
    expect(refused.status).toBe(500)
    expect((await f.call('GET', `/api/departments/${id}`, { token: admin })).status).toBe(200)
    expect(removals()).toHaveLength(earlier)

    expect((await f.call('DELETE', `/api/departments/delete/${id}`, { token: admin })).status).toBe(200)
    expect(removals().slice(earlier)).toEqual([
      {
        departmentId: id,
        removedBy: { userId: 'id-admin', userType: 'ADMIN' },
        removedOn: expect.any(Number),
        requestId: expect.any(String),
      },
    ])
    expect((await f.call('GET', `/api/departments/${id}`, { token: admin })).status).toBe(404)
  })

  it('sends nothing for a department in use or unknown: its HODs keep it', async () => {
    const sent = f.queues.sent.length
    expect(
      (await f.call('DELETE', `/api/departments/delete/${college.ids.deptA}`, { token: admin })).status,
    ).toBe(409)
    expect((await f.call('DELETE', '/api/departments/delete/nope', { token: admin })).status).toBe(404)
    expect(
      (
        await f.call('DELETE', `/api/departments/delete/${college.ids.deptB}`, {
          token: college.tokens.otherHod,
        })
      ).status,
    ).toBe(403)
    expect(f.queues.sent.length).toBe(sent)
  })

  it('leaves departments to administrators', async () => {
    const response = await f.call('DELETE', `/api/departments/delete/${college.ids.deptB}`, {
      token: college.tokens.otherHod,
    })
    expect(response.status).toBe(403)
  })

  it('reads the department list in the session read plus one Query', async () => {
    const token = college.tokens.faculty
    expect((await f.countCalls(() => f.ok('GET', '/api/departments', { token }))).byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
    })
  })
})

describe('composite department reads', () => {
  beforeAll(async () => {
    // An old, inactive year in department B with a group, beside A's current one.
    const yearB = await f.ok('POST', '/api/accyear', {
      token: admin,
      body: {
        departmentId: college.ids.deptB,
        regulationId: college.ids.regB,
        startYear: '2019',
        endYear: '2023',
        type: 'year',
        noOfYears: 4,
        currentYear: 4,
        currentSem: 8,
      },
    })
    await f.ok('POST', '/api/group', { token: admin, body: { groupName: 'M1', accYearId: yearB.id } })
    await f.ok('PUT', '/api/accyear', { token: admin, body: { id: yearB.id, inactive: 'YES' } })
  })

  it('gives the current years of every department with their groups (accYearAll)', async () => {
    const current = await f.ok('GET', '/api/departments/accYearAll?filter=type eq CURRENT, inactive eq NO', {
      token: college.tokens.faculty,
    })
    expect(current).toEqual([
      {
        departmentId: college.ids.deptA,
        degdep: 'B.E. - Computer Science',
        facultyDeptId: college.ids.facultyDepartment,
        accyearList: [
          expect.objectContaining({
            id: college.ids.yearA,
            startYear: 2023,
            endYear: 2027,
            groups: [
              { id: college.ids.groupA, groupName: 'A', type: 'CURRENT' },
              { id: college.ids.groupB, groupName: 'B', type: 'CURRENT' },
            ],
          }),
        ],
      },
    ])
    const old = await f.ok<{ degdep: string; accyearList: { startYear: number; groups: unknown[] }[] }[]>(
      'GET',
      '/api/departments/accYearAll?filter=type eq OLD, inactive eq YES',
      { token: admin },
    )
    expect(old).toEqual([
      expect.objectContaining({
        degdep: 'B.E. - Mechanical',
        accyearList: [
          expect.objectContaining({
            startYear: 2019,
            groups: [expect.objectContaining({ groupName: 'M1' })],
          }),
        ],
      }),
    ])
    const wrong = await f.call('GET', '/api/departments/accYearAll?filter=type eq FUTURE', { token: admin })
    expect(wrong.status).toBe(400)
  })

  it("gives a department's faculty department and faculty (getFaculty)", async () => {
    expect(
      await f.ok('GET', `/api/departments/getFaculty/${college.ids.deptA}`, { token: admin }),
    ).toMatchObject({
      departmentId: college.ids.deptA,
      facultyDeptId: college.ids.facultyDepartment,
      facultyDepartment: { id: college.ids.facultyDepartment, name: 'Engineering' },
      facultyId: college.ids.faculty,
      faculty: { id: college.ids.faculty },
    })
  })

  it("gives a faculty department's departments with their active years (getFacultyDeptAccYear)", async () => {
    const list = await f.ok<{ id: string; accyearList: { id: string }[] }[]>(
      'GET',
      `/api/departments/getFacultyDeptAccYear/${college.ids.facultyDepartment}`,
      { token: admin },
    )
    expect(list.map(({ id, accyearList }) => [id, accyearList.map((year) => year.id)])).toEqual([
      [college.ids.deptA, [college.ids.yearA]],
      [college.ids.deptB, []],
    ])
    expect(
      (await f.call('GET', '/api/departments/getFacultyDeptAccYear/nope', { token: admin })).status,
    ).toBe(404)
  })

  it("gives a department's years by type and state (accYearAllBySemType)", async () => {
    const sem = await f.ok<{ id: string }[]>(
      'GET',
      `/api/departments/accYearAllBySemType/${college.ids.deptA}/sem/NO`,
      { token: admin },
    )
    expect(sem.map(({ id }) => id)).toEqual([college.ids.yearA])
    expect(
      await f.ok('GET', `/api/departments/accYearAllBySemType/${college.ids.deptA}/year/NO`, {
        token: admin,
      }),
    ).toEqual([])
    const bad = await f.call('GET', `/api/departments/accYearAllBySemType/${college.ids.deptA}/month/NO`, {
      token: admin,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error?.details?.[0]?.path).toBe('type')
  })

  it('gives a department, one of its years and its groups (getDepartmentAndGroup)', async () => {
    const view = await f.ok(
      'GET',
      `/api/departments/getDepartmentAndGroup/${college.ids.deptA}/${college.ids.yearA}`,
      {
        token: admin,
      },
    )
    expect(view).toMatchObject({
      department: { id: college.ids.deptA, degdep: 'B.E. - Computer Science' },
      accYear: { id: college.ids.yearA, regulation: '2021' },
      groups: [{ groupName: 'A' }, { groupName: 'B' }],
    })
    const elsewhere = await f.call(
      'GET',
      `/api/departments/getDepartmentAndGroup/${college.ids.deptB}/${college.ids.yearA}`,
      { token: admin },
    )
    expect(elsewhere.status).toBe(404)
  })

  it('gives every department with its active years for ID cards', async () => {
    const list = await f.ok<{ id: string; degdep: string; accyearList: unknown[] }[]>(
      'GET',
      '/api/studentIdCard/departments',
      { token: admin },
    )
    expect(list.map(({ degdep, accyearList }) => [degdep, accyearList.length])).toEqual([
      ['B.E. - Computer Science', 1],
      ['B.E. - Mechanical', 0],
    ])
  })

  it.each([
    ['accYearAll', () => '/api/departments/accYearAll?filter=type eq CURRENT,inactive eq NO'],
    ['getFaculty', () => `/api/departments/getFaculty/${college.ids.deptA}`],
    [
      'getFacultyDeptAccYear',
      () => `/api/departments/getFacultyDeptAccYear/${college.ids.facultyDepartment}`,
    ],
    ['accYearAllBySemType', () => `/api/departments/accYearAllBySemType/${college.ids.deptA}/sem/NO`],
    [
      'getDepartmentAndGroup',
      () => `/api/departments/getDepartmentAndGroup/${college.ids.deptA}/${college.ids.yearA}`,
    ],
    ['studentIdCard', () => '/api/studentIdCard/departments'],
    ['getAllFacultyDepartments', () => '/api/facultydepartment/getAllFacultyDepartments'],
  ])('reads %s in the session read plus one Query', async (_name, path) => {
    const counts = await f.countCalls(() => f.ok('GET', path(), { token: admin }))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('the API reference', () => {
  it('serves the OpenAPI document and page of the domain', async () => {
    const document = await f.call('GET', '/api/docs/academics/openapi.json')
    expect(Object.keys(document.body.paths as object)).toContain('/api/departments/{id}')
    const page = await f.app.request('/api/docs/academics')
    expect(await page.text()).toContain('POST</span> /api/accyear')
  })
})
