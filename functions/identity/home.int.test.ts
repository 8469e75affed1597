import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import type { DepartmentFigures, HomeFigures } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { createIdentityFixture, type Person } from './testing/fixture'
import { countsShardKey } from './user-counts.repository'

const f = await createIdentityFixture()
const admin = await f.login('admin')

const home = async (token: string) => {
  const response = await f.call('GET', '/api/user/home', { token })
  expect(response.status).toBe(200)
  return response.body as unknown as HomeFigures
}
const valuesOf = (figures: HomeFigures['figures']) =>
  Object.fromEntries(figures.map(({ key, value }) => [key, value]))

interface Listed {
  usertype: string
  accountStatus: string
  departmentid: string[]
  accYearId?: string
}

/** What the ADMIN home should say, counted the slow way: one pass over every user. */
async function countedFromEveryUser() {
  const everyone = (await f.call('GET', '/api/user?count=100000', { token: admin }))
    .body as unknown as Listed[]
  const active = everyone.filter((user) => user.accountStatus === 'ACTIVE')
  const activeOf = (type: string, users = active) => users.filter((user) => user.usertype === type).length
  const departmentIds = [...new Set(everyone.flatMap((user) => user.departmentid))].sort()
  const departments = departmentIds.map((id) => {
    const members = active.filter((user) => user.departmentid.includes(id))
    const years = new Map<string, number>()
    for (const student of members.filter((user) => user.usertype === 'STUDENT' && user.accYearId))
      years.set(student.accYearId ?? '', (years.get(student.accYearId ?? '') ?? 0) + 1)
    return {
      id,
      students: activeOf('STUDENT', members),
      faculty: activeOf('FACULTY', members),
      staff: members.filter((user) => ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'].includes(user.usertype)).length,
      disabled: everyone.filter((user) => user.departmentid.includes(id) && user.accountStatus === 'DISABLE')
        .length,
      years: [...years]
        .map(([year, students]) => ({ id: year, students }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    }
  })
  return {
    figures: {
      students: activeOf('STUDENT'),
      faculty: activeOf('FACULTY'),
      hods: activeOf('HOD'),
      customUsers: activeOf('CUSTOM'),
      disabledAccounts: everyone.length - active.length,
      departments: departments.length,
    },
    departments,
  }
}

async function expectAdminHomeExact() {
  const body = await home(admin)
  if (body.userType !== 'ADMIN') throw new Error(`expected ADMIN figures, got ${body.userType}`)
  const shown = body.departments
    .map(({ id, students, faculty, staff, disabled, years }: DepartmentFigures) => ({
      id,
      students,
      faculty,
      staff,
      disabled,
      years: years
        .map((year) => ({ id: year.id, students: year.students }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
  expect({ figures: valuesOf(body.figures), departments: shown }).toEqual(await countedFromEveryUser())
}

let serial = 0
const newStudent = (departmentId: string, accYearId: string, accYear: string) => {
  serial += 1
  return {
    name: `New Student ${serial}`,
    email: `new.student${serial}@test.local`,
    registerNo: `NEW${String(serial).padStart(3, '0')}`,
    usertype: 'STUDENT',
    departmentid: [departmentId],
    departments: [{ id: departmentId, degreeName: 'B.E.', departmentName: `Department ${departmentId}` }],
    accYearId,
    accYear,
  }
}

describe('GET /api/user/home for each role', () => {
  it('gives an administrator the college head counts and every department with people', async () => {
    const body = await home(admin)
    expect(body).toMatchObject({
      userType: 'ADMIN',
      name: 'Admin',
      figures: expect.arrayContaining([
        { key: 'students', label: 'Active students', value: 2 },
        { key: 'faculty', label: 'Active faculty', value: 2 },
        { key: 'hods', label: 'Active HODs', value: 1 },
        { key: 'customUsers', label: 'Active custom-role users', value: 1 },
        { key: 'disabledAccounts', label: 'Disabled accounts', value: 0 },
      ]),
      departments: [
        {
          id: 'dept-a',
          name: 'dept-a',
          students: 1,
          faculty: 1,
          staff: 2,
          disabled: 0,
          years: [{ id: 'ay-1', label: 'ay-1', students: 1 }],
        },
        {
          id: 'dept-b',
          name: 'dept-b',
          students: 1,
          faculty: 1,
          staff: 1,
          disabled: 0,
          years: [{ id: 'ay-2', label: 'ay-2', students: 1 }],
        },
      ],
    })
  })

  it('gives an HOD the departments they head, with students per academic year by label', async () => {
    await f.call('POST', '/api/user', { token: admin, body: newStudent('dept-a', 'ay-9', '2025 - 2029') })
    const body = await home(await f.login('hod'))
    expect(body).toEqual({
      userType: 'HOD',
      name: 'Hod',
      figures: [
        { key: 'students', label: 'Students', value: 2 },
        { key: 'faculty', label: 'Faculty', value: 1 },
        { key: 'disabledAccounts', label: 'Disabled accounts', value: 0 },
      ],
      departments: [
        {
          id: 'dept-a',
          name: 'Department dept-a',
          students: 2,
          faculty: 1,
          staff: 2,
          disabled: 0,
          years: [
            { id: 'ay-9', label: '2025 - 2029', students: 1 },
            { id: 'ay-1', label: 'ay-1', students: 1 },
          ],
        },
      ],
    })
  })

  it('tells faculty their department figures and which profile sections they have filled', async () => {
    const token = await f.login('faculty')
    const before = await home(token)
    expect(before).toMatchObject({
      userType: 'FACULTY',
      departments: [{ id: 'dept-a', students: 2, faculty: 1 }],
      profileSections: [
        { section: 'experience', label: 'Experience', filled: false },
        { section: 'work', label: 'Work profile', filled: false },
      ],
    })
    await f.call('PUT', '/api/profile/experience/id-faculty', {
      token,
      body: {
        entries: [{ institution: 'Anna University', designation: 'Lecturer', from: 1_600_000_000_000 }],
      },
    })
    const after = await home(token)
    expect(after).toMatchObject({ profileSections: [{ filled: true }, { filled: false }] })
    expect(valuesOf(after.figures)).toMatchObject({ students: 2, faculty: 1, profileSectionsFilled: 1 })
  })

  it('shows a student their record and which documents are recorded', async () => {
    const token = await f.login('student')
    await f.call('POST', '/api/user/student/attachment/id-student', {
      token,
      body: { type: 'tc', file: { fileKey: 'uploads/students/id-student/tc.pdf' } },
    })
    const body = await home(token)
    if (body.userType !== 'STUDENT') throw new Error(`expected STUDENT figures, got ${body.userType}`)
    expect(valuesOf(body.figures)).toEqual({
      registerNo: 'REG001',
      degree: null,
      department: null,
      academicYear: null,
      semester: null,
      group: 'grp-1',
      documentsRecorded: 1,
    })
    expect(body.documents.filter((document) => document.recorded)).toEqual([
      { type: 'tc', label: 'Transfer certificate', recorded: true },
    ])
    expect(body.documents).toHaveLength(8)
  })

  it('lists a custom user their NAAC roles and report rights', async () => {
    expect(await home(await f.login('custom'))).toEqual({
      userType: 'CUSTOM',
      name: 'Custom',
      figures: [
        { key: 'naacRoles', label: 'NAAC roles', value: 1 },
        { key: 'naacReportRights', label: 'NAAC report rights', value: 0 },
      ],
      naacRoles: [{ facultyDeptId: 'fd-1', role: 'AUTHORIZER' }],
      naacReports: [],
    })
  })

  it('lists an applicant their applications', async () => {
    const token = await f.login('applicant')
    await f.call('PUT', '/api/user/withApplication/id-applicant/app-7', { token })
    expect(await home(token)).toMatchObject({
      userType: 'APPLICANT',
      figures: [{ key: 'applications', label: 'Applications', value: 1 }],
      applications: [{ applicationId: 'app-7', appliedOn: expect.any(Number) }],
    })
  })

  it.each<[Person, Record<string, number>]>([
    ['admin', { GetItemCommand: 1, QueryCommand: 1 }],
    ['hod', { GetItemCommand: 1, BatchGetItemCommand: 1 }],
    ['faculty', { GetItemCommand: 1, BatchGetItemCommand: 1 }],
    ['student', { GetItemCommand: 1, BatchGetItemCommand: 1 }],
    ['custom', { GetItemCommand: 1 }],
    ['applicant', { GetItemCommand: 1, BatchGetItemCommand: 1 }],
  ])('reads the %s home in at most 2 DynamoDB calls, the session included', async (who, expected) => {
    const token = await f.login(who)
    f.env.counter.reset()
    await home(token)
    expect(f.env.counter.snapshot().byCommand).toEqual(expected)
  })
})

describe('head counts stay exact as users change', () => {
  it('follows creates, concurrent creates, moves, type changes, disabling and conflicting edits', async () => {
    await expectAdminHomeExact()

    const created = await f.call('POST', '/api/user', {
      token: admin,
      body: newStudent('dept-c', 'ay-c', '2025 - 2029'),
    })
    const moving = String(created.body.id)
    await expectAdminHomeExact()

    await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        f.call('POST', '/api/user', { token: admin, body: newStudent('dept-c', 'ay-c', '2025 - 2029') }),
      ),
    )
    await expectAdminHomeExact()

    const moved = await f.call('PUT', `/api/user/${moving}`, {
      token: admin,
      body: {
        departmentid: ['dept-b'],
        departments: [{ id: 'dept-b', degreeName: 'B.E.', departmentName: 'Department dept-b' }],
        accYearId: 'ay-2',
        accYear: '2024 - 2028',
      },
    })
    expect(moved.status).toBe(200)
    await expectAdminHomeExact()

    await f.call('PUT', `/api/user/${moving}`, { token: admin, body: { accountStatus: 'DISABLE' } })
    await f.call('PUT', '/api/user/id-otherFaculty', { token: admin, body: { usertype: 'HOD' } })
    await f.call('PUT', '/api/user/id-custom', { token: admin, body: { departmentid: ['dept-a', 'dept-c'] } })
    await expectAdminHomeExact()

    // Two edits of one user from the same version: one may lose with 409, and only what was saved counts.
    const statuses = await Promise.all([
      f.call('PUT', `/api/user/${moving}`, { token: admin, body: { accountStatus: 'ACTIVE' } }),
      // A student's year is one of their department's (issue 29), so the move names dept-c's year too.
      f.call('PUT', `/api/user/${moving}`, {
        token: admin,
        body: { departmentid: ['dept-c'], accYearId: 'ay-c', accYear: '2025 - 2029' },
      }),
    ])
    for (const { status } of statuses) expect([200, 409]).toContain(status)
    await expectAdminHomeExact()
  })

  it('is put right by the rebuild when the counts went wrong', async () => {
    await f.env.client.send(
      new UpdateCommand({
        TableName: f.env.tables.identity,
        Key: countsShardKey('DEPT#dept-a'),
        UpdateExpression: 'ADD #students :seven, #ghost :one',
        ExpressionAttributeNames: {
          '#students': 'n#college#STUDENT#ACTIVE',
          '#ghost': 'n#dept#ghost#FACULTY#ACTIVE',
        },
        ExpressionAttributeValues: { ':seven': 7, ':one': 1 },
      }),
    )
    await expect(expectAdminHomeExact()).rejects.toThrow()

    await f.users.rebuildIndexes()
    await expectAdminHomeExact()
  })
})
