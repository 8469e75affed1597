import { expectRefused, putTeaching } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { OLDER_USERS, putAsOlderRelease } from './testing/older-users'
import { createIdentityFixture, STUDENT_AS_LISTED } from './testing/fixture'
import { newUserRecord, type NewUser } from './users.repository'

/** More staff and students than a page, with names that interleave HODs and faculty. */
const EXTRA: NewUser[] = [
  {
    name: 'Anitha HOD',
    email: 'anitha@test.local',
    usertype: 'HOD',
    departmentid: ['dept-b'],
    facultyDeptId: 'fd-2',
  },
  {
    name: 'Bala Faculty',
    email: 'bala@test.local',
    usertype: 'FACULTY',
    departmentid: ['dept-a'],
    facultyDeptId: 'fd-1',
    staffTypeId: 'st-2',
  },
  {
    name: 'Chitra Faculty',
    email: 'chitra@test.local',
    usertype: 'FACULTY',
    departmentid: ['dept-a'],
    facultyDeptId: 'fd-1',
    staffTypeId: 'st-1',
    accountStatus: 'DISABLE',
  },
  ...['Zeenat', 'Yusuf', 'Xavier'].map((name, index) => ({
    name: `${name} Student`,
    email: `${name.toLowerCase()}@test.local`,
    registerNo: `REG10${index}`,
    usertype: 'STUDENT',
    departmentid: ['dept-a'],
    accYearId: 'ay-1',
    groupId: index === 2 ? 'grp-2' : 'grp-1',
    ...(index === 1 ? { accountStatus: 'DISABLE' } : {}),
  })),
]

const f = await createIdentityFixture()
for (const [index, person] of EXTRA.entries())
  await f.users.create(newUserRecord({ ...person, id: `id-extra${index}` }))
const admin = await f.login('admin')
const faculty = await f.login('faculty')
// The faculty member teaches group grp-1, so sees its students' phones (docs/adr/0035).
await putTeaching(f.env.client, f.env.tables.academics, {
  subjects: [
    {
      id: 'sub-1',
      regSubId: 'reg-1',
      subjectName: 'Physics',
      subjectCode: 'PH101',
      semester: 1,
      accYearId: 'ay-1',
      groupId: 'grp-1',
      departmentId: 'dept-a',
      department: 'B.E. - A',
      subjectStatus: 'ACTIVE',
      stafflist: [{ staffid: 'id-faculty', staffName: 'Faculty' }],
    },
  ],
})

/** The list's names, and the DynamoDB commands the request cost. */
async function listed(query: string, token = faculty) {
  f.env.counter.reset()
  const response = await f.call('GET', `/api/user?${query}`, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return {
    names: (response.body as unknown as { name: string }[]).map(({ name }) => name),
    calls: f.env.counter.snapshot().byCommand,
  }
}

const ONE_QUERY = { GetItemCommand: 1, QueryCommand: 1 }
/** A student list for staff whose headship does not decide also reads the caller's subjects (need-to-know.ts). */
const WITH_SUBJECTS = { GetItemCommand: 1, QueryCommand: 2 }
/** ...and, when a row is neither headed nor taught by them, the students they mentor (one Query, ADR 0035). */
const WITH_MENTEES = { GetItemCommand: 1, QueryCommand: 3 }

describe('GET /api/user?filter=usertype eq STAFF: the manage-staff list', () => {
  it('lists HODs and faculty together, by name, in the session read and one Query', async () => {
    const { names, calls } = await listed('filter=usertype eq STAFF&sort=name&order=asc&start=0&count=51')
    expect(names).toEqual(['Anitha HOD', 'Bala Faculty', 'Chitra Faculty', 'Faculty', 'Hod', 'Other Faculty'])
    expect(calls).toEqual(ONE_QUERY)
  })

  it.each([
    ['facultyDeptId eq fd-1', ['Bala Faculty', 'Chitra Faculty', 'Faculty', 'Hod']],
    ['staffTypeId eq st-2', ['Bala Faculty', 'Other Faculty']],
    ['accountStatus eq DISABLE', ['Chitra Faculty']],
    ['facultyDeptId eq fd-1,staffTypeId eq st-1,accountStatus eq ACTIVE', ['Faculty']],
  ])('filters by %s in one Query', async (filter, expected) => {
    const { names, calls } = await listed(`filter=usertype eq STAFF,${filter}&sort=name&start=0&count=50`)
    expect(names).toEqual(expected)
    expect(calls).toEqual(ONE_QUERY)
  })

  it('pages with start and count, and reverses with order=des, still one Query', async () => {
    const pages = [0, 2, 4].map((start) => listed(`filter=usertype eq STAFF&start=${start}&count=2`))
    expect((await Promise.all(pages)).map(({ names }) => names)).toEqual([
      ['Anitha HOD', 'Bala Faculty'],
      ['Chitra Faculty', 'Faculty'],
      ['Hod', 'Other Faculty'],
    ])
    const reversed = await listed('filter=usertype eq STAFF&sort=name&order=des&count=3')
    expect(reversed).toEqual({ names: ['Other Faculty', 'Hod', 'Faculty'], calls: ONE_QUERY })
  })

  it('sorts by email too (the partition is read whole and sorted, still one Query here)', async () => {
    const { names, calls } = await listed(
      'filter=usertype eq STAFF,facultyDeptId eq fd-1&sort=email&order=asc',
    )
    expect(names).toEqual(['Bala Faculty', 'Chitra Faculty', 'Faculty', 'Hod'])
    expect(calls).toEqual(ONE_QUERY)
  })

  it('keeps the single types as they were, and finds staff by email', async () => {
    expect((await listed('filter=usertype eq HOD')).names).toEqual(['Anitha HOD', 'Hod'])
    expect((await listed('filter=usertype eq FACULTY,facultyDeptId eq fd-1')).names).toEqual([
      'Bala Faculty',
      'Chitra Faculty',
      'Faculty',
    ])
    expect((await listed('filter=usertype eq STAFF,email eq bala@test.local')).names).toEqual([
      'Bala Faculty',
    ])
    expect((await listed('filter=usertype eq STAFF,email eq student@test.local')).names).toEqual([])
  })
})

describe('GET /api/user?filter=usertype eq STUDENT: the manage-student list', () => {
  it.each([
    [
      'usertype eq STUDENT',
      ['Other Student', 'Student', 'Xavier Student', 'Yusuf Student', 'Zeenat Student'],
      WITH_MENTEES,
    ],
    [
      'usertype eq STUDENT,accYearId eq ay-1',
      ['Student', 'Xavier Student', 'Yusuf Student', 'Zeenat Student'],
      WITH_MENTEES,
    ],
    ['usertype eq STUDENT,groupId eq grp-1', ['Student', 'Yusuf Student', 'Zeenat Student'], WITH_SUBJECTS],
    [
      'usertype eq STUDENT,accYearId eq ay-1,groupId eq grp-1,accountStatus eq ACTIVE',
      ['Student', 'Zeenat Student'],
      WITH_SUBJECTS,
    ],
    ['groupId eq grp-2', ['Xavier Student'], WITH_MENTEES],
  ])('filter=%s, by name, in one Query', async (filter, expected, staffCalls) => {
    const { names, calls } = await listed(`filter=${filter}&sort=name&start=0&count=200`, admin)
    expect(names).toEqual(expected)
    expect(calls).toEqual(ONE_QUERY)
    // Staff who are not the HOD also read their own subjects once, to see whose phones they may see, and the
    // students they mentor once when a row is not of a group they teach.
    expect(await listed(`filter=${filter}&sort=name&start=0&count=200`)).toEqual({
      names: expected,
      calls: staffCalls,
    })
  })

  it('sorts a year or a group by register number, paged, in one Query', async () => {
    const byRegisterNo = await listed(
      'filter=usertype eq STUDENT,accYearId eq ay-1&sort=registerNo&start=1&count=2',
      admin,
    )
    // REG001 (Student), REG100 (Zeenat), REG101 (Yusuf), REG102 (Xavier)
    expect(byRegisterNo).toEqual({ names: ['Zeenat Student', 'Yusuf Student'], calls: ONE_QUERY })
    const group = await listed('filter=usertype eq STUDENT,groupId eq grp-1&sort=registerNo&order=des')
    expect(group.names).toEqual(['Yusuf Student', 'Zeenat Student', 'Student'])
  })
})

describe('GET /api/user: cursors, projection and register-number order', () => {
  /** Every page of a list, following X-Next-Cursor, and what each page cost. */
  async function follow(query: string, count: number) {
    const pages: string[][] = []
    const costs: unknown[] = []
    let cursor: string | null = null
    do {
      f.env.counter.reset()
      const response = await f.call(
        'GET',
        `/api/user?${query}&count=${count}${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin },
      )
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      costs.push(f.env.counter.snapshot().byCommand)
      pages.push((response.body as unknown as { name: string }[]).map(({ name }) => name))
      cursor = response.headers.get('x-next-cursor')
    } while (cursor && pages.length < 20)
    return { pages, costs }
  }

  it('continues a key-ordered list from its cursor, one Query a page, to the same records as one read', async () => {
    const whole = await listed('filter=usertype eq STUDENT&sort=name', admin)
    const { pages, costs } = await follow('filter=usertype eq STUDENT&sort=name', 2)
    expect(pages.flat()).toEqual(whole.names)
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1])
    for (const cost of costs) expect(cost).toEqual(ONE_QUERY)
  })

  it('continues the list of every user type across types', async () => {
    const whole = await listed('sort=name', admin)
    const { pages } = await follow('sort=name', 3)
    expect(pages.flat()).toEqual(whole.names)
    expect(new Set(pages.flat()).size).toBe(whole.names.length)
  })

  it('continues a list sorted in memory by offset', async () => {
    const whole = await listed('filter=usertype eq STAFF,facultyDeptId eq fd-1&sort=email', admin)
    const { pages } = await follow('filter=usertype eq STAFF,facultyDeptId eq fd-1&sort=email', 3)
    expect(pages).toEqual([whole.names.slice(0, 3), whole.names.slice(3)])
  })

  it('lists a whole type by register number from its own key, in order, and pages it', async () => {
    const { names, calls } = await listed('filter=usertype eq STUDENT&sort=registerNo', admin)
    // REG001 Student, REG002 Other Student, REG100 Zeenat, REG101 Yusuf, REG102 Xavier
    expect(names).toEqual(['Student', 'Other Student', 'Zeenat Student', 'Yusuf Student', 'Xavier Student'])
    expect(calls).toEqual(ONE_QUERY)
    const reversed = await listed('filter=usertype eq STUDENT&sort=registerNo&order=des&count=2', admin)
    expect(reversed.names).toEqual(['Xavier Student', 'Yusuf Student'])
    const { pages } = await follow('filter=usertype eq STUDENT&sort=registerNo', 2)
    expect(pages.flat()).toEqual(names)
  })

  it('answers only the fields asked for', async () => {
    const response = await f.call(
      'GET',
      '/api/user?filter=usertype eq STUDENT&fields=name&fields=registerNo',
      {
        token: admin,
      },
    )
    expect(response.body).toContainEqual({ name: 'Student', registerNo: 'REG001' })
    for (const record of response.body as unknown as object[])
      expect(Object.keys(record).sort()).toEqual(['name', 'registerNo'])
  })

  it.each([
    ['a cursor that is not base64url JSON', 'filter=usertype eq STUDENT&cursor=bm90IGpzb24'],
    ['a cursor of another list', 'filter=usertype eq STUDENT,groupId eq grp-1&cursor=FROM_STAFF'],
    ['a cursor with start', 'filter=usertype eq STUDENT&start=2&cursor=FROM_STAFF'],
    ['text that is no cursor', 'filter=usertype eq STUDENT&cursor=a%20b'],
  ])('refuses %s with a 400', async (_, query) => {
    const staff = await f.call('GET', '/api/user?filter=usertype eq STAFF&count=1', { token: admin })
    const fromStaff = staff.headers.get('x-next-cursor') ?? ''
    expect(fromStaff).not.toBe('')
    const response = await f.call('GET', `/api/user?${query.replace('FROM_STAFF', fromStaff)}`, {
      token: admin,
    })
    expectRefused(response, 400, 'INVALID_LIST_QUERY')
  })

  it('compresses the answer for a caller that accepts it', async () => {
    const response = await f.app.request(`/api/user?filter=usertype eq STUDENT&token=${admin}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    const records = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as unknown[]
    expect(records).toHaveLength(5)
  })
})

describe('GET /api/group/student/{groupId}', () => {
  it("lists a group's students by name, in the legacy shape, in the session read, one Query, the teacher's subjects and the mentors", async () => {
    f.env.counter.reset()
    const response = await f.call('GET', '/api/group/student/grp-1', { token: faculty })
    // The roster's Query, one of the teacher's subjects (who may see the phones), and one BatchGetItem of the
    // students' current mentors (the rows name them; they also decide MENTOR, so no Query of the caller's mentees).
    expect(f.env.counter.snapshot().byCommand).toEqual({ ...WITH_SUBJECTS, BatchGetItemCommand: 1 })
    expect(response.status).toBe(200)
    expect((response.body as unknown as { name: string }[]).map(({ name }) => name)).toEqual([
      'Student',
      'Yusuf Student',
      'Zeenat Student',
    ])
    expect((response.body as unknown as unknown[])[0]).toEqual(STUDENT_AS_LISTED)
  })

  it('answers an unknown group with an empty list, and refuses students', async () => {
    expect((await f.call('GET', '/api/group/student/nothing', { token: admin })).body).toEqual([])
    const student = await f.call('GET', '/api/group/student/grp-1', { token: await f.login('student') })
    expect(student.status).toBe(403)
  })
})

describe('the list keys of users written before them', () => {
  it('are rewritten by rebuildIndexes, after which the staff and group lists find those users', async () => {
    for (const user of OLDER_USERS) await putAsOlderRelease(f, user)
    expect((await listed('filter=usertype eq STAFF,facultyDeptId eq fd-3')).names).toEqual([])
    expect((await f.call('GET', '/api/group/student/grp-9', { token: admin })).body).toEqual([])

    const rebuilt = await f.users.rebuildIndexes()
    expect(rebuilt.relisted).toBe(2)
    expect((await listed('filter=usertype eq STAFF,facultyDeptId eq fd-3')).names).toEqual(['Old Hod'])
    expect((await listed('filter=usertype eq STAFF')).names).toContain('Old Hod')
    expect((await f.call('GET', '/api/group/student/grp-9', { token: admin })).body).toMatchObject([
      { id: 'id-oldstudent' },
    ])
    expect((await f.users.rebuildIndexes()).relisted).toBe(0)
  })
})
