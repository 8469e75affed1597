import { expectRefused, expectInvalid } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { anAcademicYear, setUpCollege } from './testing/college'

const { f, college } = await setUpCollege()
const { admin, hod } = college.tokens

const newYear = (overrides: Record<string, unknown> = {}) =>
  anAcademicYear({ departmentId: college.ids.deptA, regulationId: college.ids.regA, ...overrides })

const yearsOf = async (query: string, token = admin) =>
  f.ok<{ id: string; startYear: number; inactive: string }[]>('GET', `/api/accyear?filter=${query}`, {
    token,
  })

describe('listing academic years', () => {
  it('lists a department’s years with regulation and groups, tolerating the legacy spacing', async () => {
    const years = await yearsOf(`departmentId eq${college.ids.deptA},inactive eq NO `)
    expect(years).toEqual([
      expect.objectContaining({
        id: college.ids.yearA,
        departmentId: college.ids.deptA,
        startYear: 2023,
        endYear: 2027,
        type: 'sem',
        noOfYears: 4,
        currentYear: 1,
        currentSem: 1,
        inactive: 'NO',
        regulationId: college.ids.regA,
        regulation: '2021',
        sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
        // Names, as the legacy client prints them in the Group column (issue 30).
        groupList: ['A', 'B'],
      }),
    ])
  })

  it('needs the department filter', async () => {
    const response = await f.call('GET', '/api/accyear', { token: admin })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({ code: 'LIST_FILTER_REQUIRED' })
  })

  it('lets a student list only their own department’s years', async () => {
    expect(await yearsOf(`departmentId eq ${college.ids.deptA}`, college.tokens.student)).toHaveLength(1)
    const other = await f.call('GET', `/api/accyear?filter=departmentId eq ${college.ids.deptB}`, {
      token: college.tokens.student,
    })
    expect(other.status).toBe(403)
  })

  it('reads in the session read plus one Query', async () => {
    const counts = await f.countCalls(() => yearsOf(`departmentId eq ${college.ids.deptA},inactive eq NO`))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('adding academic years', () => {
  it('adds a year for the department’s HOD, taking the regulation from the legacy `reg` record', async () => {
    const { regulationId, ...legacy } = newYear({ startYear: '2025', endYear: '2029', currentSem: '1' })
    const created = await f.ok('POST', '/api/accyear', {
      token: hod,
      body: { ...legacy, reg: { id: regulationId, year: '2021' }, regulation: '2021', etype: 'CURRENT' },
    })
    expect(created).toMatchObject({
      status: 'Created',
      startYear: 2025,
      endYear: 2029,
      regulationId,
      regulation: '2021',
      inactive: 'NO',
      groupList: [],
    })
  })

  it('answers a duplicate start-end year with status "Already Exists" and writes nothing', async () => {
    const before = await yearsOf(`departmentId eq ${college.ids.deptA}`)
    const response = await f.call('POST', '/api/accyear', {
      token: admin,
      body: newYear({ startYear: 2023, endYear: 2027 }),
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'Already Exists', id: college.ids.yearA })
    expect(await yearsOf(`departmentId eq ${college.ids.deptA}`)).toEqual(before)
  })

  it('uses at most 4 DynamoDB calls to add a year (department and regulation read, claim, year, audit)', async () => {
    const counts = await f.countCalls(() =>
      f.ok('POST', '/api/accyear', { token: admin, body: newYear({ startYear: 2030, endYear: 2034 }) }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, PutItemCommand: 3 })
  })

  it.each([
    ['currentSem', { currentSem: 11 }, 'Current semester must be between 1 and 10'],
    ['noOfYears', { noOfYears: 6 }, 'Number of years must be between 1 and 5'],
    ['currentYear', { currentYear: 0 }, 'Current year must be between 1 and 5'],
    ['startYear', { startYear: '202' }, 'Start year must have at least 4 digits'],
    ['type', { type: 'month' }, 'Invalid option: expected one of "sem"|"year"'],
    ['regulationId', { regulationId: undefined }, 'Choose the regulation'],
    ['endYear', { startYear: 2028, endYear: 2024 }, 'End year cannot be before start year'],
    [
      'sessionTime.fnTime',
      { sessionTime: { fnTime: '9.30', anTime: '01:30 PM' } },
      'Use a time like 09:30 AM',
    ],
  ])('refuses a bad %s with a 400 naming the field', async (path, overrides, message) => {
    const response = await f.call('POST', '/api/accyear', { token: admin, body: newYear(overrides) })
    expect(response.status).toBe(400)
    expect(response.body.error?.details).toContainEqual({ path, message })
  })

  it('refuses a regulation of another department and an unknown department', async () => {
    const otherReg = await f.call('POST', '/api/accyear', {
      token: admin,
      body: newYear({ regulationId: college.ids.regB, startYear: 2031, endYear: 2035 }),
    })
    expectInvalid(otherReg, [{ path: 'regulationId', message: 'Not a regulation of this department' }])
    const unknown = await f.call('POST', '/api/accyear', {
      token: admin,
      body: newYear({ departmentId: 'nope' }),
    })
    expectRefused(unknown, 400, 'DEPARTMENT_NOT_FOUND')
  })

  it('refuses an HOD for another department and faculty altogether', async () => {
    expect(
      (await f.call('POST', '/api/accyear', { token: college.tokens.otherHod, body: newYear() })).status,
    ).toBe(403)
    const faculty = await f.call('POST', '/api/accyear', { token: college.tokens.faculty, body: newYear() })
    expect(faculty.body.error?.code).toBe('ROLE_NOT_ALLOWED')
  })
})

describe('changing academic years', () => {
  let yearId: string
  beforeAll(async () => {
    const created = await f.ok('POST', '/api/accyear', {
      token: admin,
      body: newYear({ startYear: 2026, endYear: 2030, currentSem: 3, currentYear: 2 }),
    })
    yearId = String(created.id)
  })

  it('updates from the whole year the client sends back', async () => {
    const [year] = (await yearsOf(`id eq ${yearId},departmentId eq ${college.ids.deptA}`)) as Record<
      string,
      unknown
    >[]
    const { groupList: _groupList, type: _type, ...sent } = year ?? {}
    const updated = await f.ok('PUT', '/api/accyear', {
      token: hod,
      body: {
        ...sent,
        currentSem: '4',
        sessionTime: { fnTime: '08:30 AM', anTime: '12:30 PM' },
        inactivedata: true,
      },
    })
    expect(updated).toMatchObject({
      id: yearId,
      currentSem: 4,
      type: 'sem',
      sessionTime: { fnTime: '08:30 AM' },
    })
  })

  it('refuses to lower the current semester with the legacy message', async () => {
    const response = await f.call('PUT', '/api/accyear', {
      token: admin,
      body: { id: yearId, currentSem: 2 },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'CURRENT_SEM_LOWERED',
      message: 'Current semester cannot be lower than before (it is 4).',
      details: [{ path: 'currentSem', message: 'At least 4' }],
    })
  })

  it('keeps the regulation and department as they were created', async () => {
    const regulation = await f.call('PUT', '/api/accyear', {
      token: admin,
      body: { id: yearId, regulationId: 'other' },
    })
    expectRefused(regulation, 400, 'REGULATION_READ_ONLY')
    const department = await f.call('PUT', '/api/accyear', {
      token: admin,
      body: { id: yearId, departmentId: college.ids.deptB },
    })
    expect(department.body.error?.code).toBe('DEPARTMENT_READ_ONLY')
  })

  it('checks the rules between fields against the stored year', async () => {
    const response = await f.call('PUT', '/api/accyear', {
      token: admin,
      body: { id: yearId, currentYear: 5, noOfYears: 4 },
    })
    expectInvalid(response, [
      { path: 'currentYear', message: 'Current year cannot be beyond the number of years' },
    ])
  })

  it('deactivates and activates a year, which moves it between the lists', async () => {
    await f.ok('PUT', '/api/accyear', { token: admin, body: { id: yearId, inactive: 'YES' } })
    const inactive = await yearsOf(`departmentId eq ${college.ids.deptA},inactive eq YES`)
    expect(inactive.map(({ id }) => id)).toEqual([yearId])
    await f.ok('PUT', '/api/accyear', { token: admin, body: { id: yearId, inactive: 'NO' } })
    expect(await yearsOf(`departmentId eq ${college.ids.deptA},inactive eq YES`)).toEqual([])
  })

  it('moves the start-end years, refusing ones the department already has', async () => {
    const taken = await f.call('PUT', '/api/accyear', {
      token: admin,
      body: { id: yearId, startYear: 2023, endYear: 2027 },
    })
    expectRefused(taken, 409, 'ACADEMIC_YEAR_EXISTS')
    await f.ok('PUT', '/api/accyear', { token: admin, body: { id: yearId, startYear: 2027, endYear: 2031 } })
    // The old span is free again.
    const again = await f.ok('POST', '/api/accyear', {
      token: admin,
      body: newYear({ startYear: 2026, endYear: 2030 }),
    })
    expect(again.status).toBe('Created')
  })

  it('updates in at most 3 DynamoDB calls after the session read', async () => {
    const counts = await f.countCalls(() =>
      f.ok('PUT', '/api/accyear', { token: admin, body: { id: yearId, currentSem: 5 } }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, PutItemCommand: 2 })
  })

  it('answers 404 for an unknown year', async () => {
    expect(
      (await f.call('PUT', '/api/accyear', { token: admin, body: { id: 'nope', currentSem: 5 } })).status,
    ).toBe(404)
  })
})

describe('deleting academic years', () => {
  it('refuses while the year has groups, then deletes it once they are gone', async () => {
    const year = await f.ok('POST', '/api/accyear', {
      token: admin,
      body: newYear({ startYear: 2040, endYear: 2044 }),
    })
    const group = await f.ok('POST', '/api/group', {
      token: admin,
      body: { groupName: 'Z', accYearId: year.id },
    })
    const refused = await f.call('DELETE', `/api/accyear/${String(year.id)}`, { token: hod })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'ACADEMIC_YEAR_IN_USE',
      message: 'This academic year still has 1 group. Delete them first.',
    })
    await f.ok('DELETE', `/api/group/${String(group.id)}`, { token: hod })
    expect(await f.ok('DELETE', `/api/accyear/${String(year.id)}`, { token: hod })).toEqual({
      deleted: true,
      id: year.id,
    })
    expect((await f.call('DELETE', `/api/accyear/${String(year.id)}`, { token: hod })).status).toBe(404)
    // Its start-end years can be used again.
    expect(
      await f.ok('POST', '/api/accyear', { token: admin, body: newYear({ startYear: 2040, endYear: 2044 }) }),
    ).toMatchObject({
      status: 'Created',
    })
  })
})
