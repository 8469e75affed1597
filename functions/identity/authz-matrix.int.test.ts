import { operationsOf } from '@campus/http'
import { describeAccessMatrix, putTeaching, type ScopeSample } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from './passwords'
import { createIdentityFixture, PASSWORD, PERSON_OF_USER_TYPE, type IdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

let f: IdentityFixture
const tokens = new Map<string, string>()
/** How many people the samples made, for unique emails. */
let made = 0
beforeAll(async () => {
  f = await createIdentityFixture()
  for (const [type, person] of Object.entries(PERSON_OF_USER_TYPE)) tokens.set(type, await f.login(person))
})

/**
 * For each route scoped to departments or own records: the HOD of dept-a acting on dept-a's people and then on
 * dept-b's; a student or applicant on themself and then on someone else. Password changes end sessions, so
 * they act on people made for the purpose.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const hod = tokens.get('HOD')!
  const student = tokens.get('STUDENT')!
  const faculty = tokens.get('FACULTY')!
  const applicant = tokens.get('APPLICANT')!
  const byHod = (own: string, other: string, body?: unknown) => ({
    own: { token: hod, path: own, body },
    other: { token: hod, path: other, body },
  })
  const asSelf = (token: string, own: string, other: string, body?: unknown) => ({
    own: { token, path: own, body },
    other: { token, path: other, body },
  })
  const studentRead = (path: (id: string) => string) => () =>
    asSelf(student, path('id-student'), path('id-otherStudent'))
  const person = async (departmentid: string) =>
    (
      await f.ok<{ id: string }>('POST', '/api/user', {
        token: tokens.get('ADMIN')!,
        body: {
          name: `Person ${(made += 1)}`,
          email: `person${made}@test.local`,
          usertype: 'FACULTY',
          departmentid: [departmentid],
        },
      })
    ).id
  const newPassword = { newPassword: 'Fresh-pass-42' }
  const facultyIn = (departmentid: string, email: string) => ({
    name: 'New Faculty',
    email,
    usertype: 'FACULTY',
    departmentid: [departmentid],
  })
  return {
    'POST /api/user': () => ({
      own: { token: hod, path: '/api/user', body: facultyIn('dept-a', 'new-a@test.local') },
      other: { token: hod, path: '/api/user', body: facultyIn('dept-b', 'new-b@test.local') },
    }),
    'PUT /api/user/:id': () => byHod('/api/user/id-faculty', '/api/user/id-otherFaculty', { city: 'Salem' }),
    'POST /api/user/update/:id': () =>
      byHod('/api/user/update/id-faculty', '/api/user/update/id-otherFaculty', { city: 'Erode' }),
    'PUT /api/user/email/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/user/email/${own}`, `/api/user/email/${other}`, { email: `moved-${own}@test.local` })
    },
    'GET /api/user/:id': studentRead((id) => `/api/user/${id}`),
    'GET /api/user/profile/:id': studentRead((id) => `/api/user/profile/${id}`),
    'GET /api/user/student/:id': studentRead((id) => `/api/user/student/${id}`),
    'GET /api/student/v2/getSingleStudentById/:id': studentRead(
      (id) => `/api/student/v2/getSingleStudentById/${id}`,
    ),
    'POST /api/user/student/attachment/:id': () =>
      asSelf(
        student,
        '/api/user/student/attachment/id-student',
        '/api/user/student/attachment/id-otherStudent',
        {
          type: 'sslc',
          file: null,
        },
      ),
    'PUT /api/user/withApplication/:userId/:applicationId': () =>
      asSelf(
        applicant,
        '/api/user/withApplication/id-applicant/app-1',
        '/api/user/withApplication/id-student/app-1',
      ),
    'PUT /api/user/changePassword/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/user/changePassword/${own}`, `/api/user/changePassword/${other}`, newPassword)
    },
    'PUT /api/profile/password/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/profile/password/${own}`, `/api/profile/password/${other}`, newPassword)
    },
    'PUT /api/profile/:section/:userId': () =>
      asSelf(faculty, '/api/profile/experience/id-faculty', '/api/profile/experience/id-otherFaculty', {
        entries: [],
      }),
    'POST /api/user/import': () => {
      const rows = (departmentid: string, registerNo: string) => ({
        kind: 'STUDENT',
        rows: [
          {
            row: 2,
            name: 'Imported',
            email: `${registerNo.toLowerCase()}@test.local`,
            registerNo,
            departmentid: [departmentid],
          },
        ],
      })
      return {
        own: { token: hod, path: '/api/user/import', body: rows('dept-a', 'IMP-A') },
        other: {
          token: hod,
          path: '/api/user/import',
          body: rows('dept-b', 'IMP-B'),
          refused: (response) => (response.body.rejected as unknown[] | undefined)?.length === 1,
        },
      }
    },
    'POST /api/user/moveStudents': () => ({
      own: {
        token: hod,
        path: '/api/user/moveStudents',
        body: {
          userIds: ['id-student'],
          accYearId: 'ay-1',
          accYear: '2023 - 2027',
          department: { id: 'dept-a' },
        },
      },
      // Into dept-b's year without naming the department: the year's department decides the reach.
      other: {
        token: hod,
        path: '/api/user/moveStudents',
        body: { userIds: ['id-student'], accYearId: 'ay-2', accYear: '2023 - 2027' },
      },
    }),
  }
}

describeAccessMatrix('identity', () => ({
  app: f.app,
  call: f.call,
  // Signing out ends the session, so that route gets a token of its own.
  tokenFor: (type, path) =>
    path === '/api/user/logout' ? f.login(PERSON_OF_USER_TYPE[type]) : (tokens.get(type) ?? ''),
  scopeSamples: scopeSamples(),
}))

describe('identity routes walked by the matrix', () => {
  it('walks the web shell, import, student-move and group roster routes too', () => {
    const walked = operationsOf(f.app).map(({ method, path, meta }) => ({
      route: `${method} ${path}`,
      access: meta.access,
    }))
    expect(walked).toEqual(
      expect.arrayContaining([
        { route: 'GET /api/student/search', access: ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'] },
        { route: 'GET /api/user/home', access: 'signed-in' },
        { route: 'POST /api/user/import', access: ['ADMIN', 'HOD'] },
        { route: 'POST /api/user/moveStudents', access: ['ADMIN', 'HOD', 'CUSTOM'] },
        { route: 'GET /api/group/student/:groupId', access: ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'] },
      ]),
    )
  })
})

/**
 * The field-level rule (docs/adr/0035): a student's phones, parents' details, address, birth date and documents
 * go to the student, the administrator, the HOD of their department and staff teaching their group; the NAAC
 * data-entry (custom) account, other staff and another department's HOD get the directory fields only.
 */
describe("a student's personal data on a need-to-know basis", () => {
  const STUDENT = 'id-nkStudent'
  const PERSONAL = {
    phone: '9000000001',
    parentPhone: '9000000002',
    addressline1: '4 Temple Street',
    city: 'Madurai',
    dateofBirth: '2006-01-02',
    bloodGroup: 'O+',
    attachments: { sslc: { fileKey: 'students/nk/sslc.pdf' } },
  }
  const as = new Map<string, string>()
  const byPhone = encodeURIComponent(PERSONAL.phone.slice(0, 6))

  beforeAll(async () => {
    const hash = await hashPassword(PASSWORD)
    await f.users.create(
      newUserRecord({
        id: STUDENT,
        name: 'Need Toknow',
        email: 'nk@test.local',
        registerNo: 'NK001',
        usertype: 'STUDENT',
        departmentid: ['dept-a'],
        accYearId: 'ay-9',
        groupId: 'grp-9',
        passwordHash: hash,
        ...PERSONAL,
      }),
    )
    await f.users.create(
      newUserRecord({
        id: 'id-otherHod',
        name: 'Other Hod',
        email: 'other-hod@test.local',
        usertype: 'HOD',
        departmentid: ['dept-b'],
        passwordHash: hash,
      }),
    )
    // The faculty of dept-a teaches group grp-9; otherFaculty teaches only another year.
    const subject = (id: string, accYearId: string, staffid: string, groupId?: string) => ({
      id,
      regSubId: `reg-${id}`,
      subjectName: 'Physics',
      subjectCode: 'PH101',
      semester: 1,
      accYearId,
      ...(groupId ? { groupId } : {}),
      departmentId: 'dept-a',
      department: 'B.E. - A',
      subjectStatus: 'ACTIVE',
      stafflist: [{ staffid, staffName: staffid }],
    })
    await putTeaching(f.env.client, f.env.tables.academics, {
      subjects: [
        subject('sub-9', 'ay-9', 'id-faculty', 'grp-9'),
        subject('sub-8', 'ay-8', 'id-otherFaculty'),
      ],
    })
    as.set('ADMIN', tokens.get('ADMIN')!)
    as.set('HOD', tokens.get('HOD')!)
    as.set('teacher', tokens.get('FACULTY')!)
    as.set('CUSTOM', tokens.get('CUSTOM')!)
    as.set('self', await f.login('nk@test.local'))
    as.set('otherHod', await f.login('other-hod@test.local'))
    as.set('otherFaculty', await f.login('other@test.local'))
  })

  const read = async (who: string, path = `/api/user/${STUDENT}`) =>
    f.ok<Record<string, unknown>>('GET', path, { token: as.get(who)! })
  const personalOf = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(PERSONAL).map((field) => [field, record[field]]))
  const withheld = Object.fromEntries(Object.keys(PERSONAL).map((field) => [field, undefined]))

  it.each([
    ['ADMIN', true],
    ['HOD', true],
    ['teacher', true],
    ['self', true],
    ['CUSTOM', false],
    ['otherHod', false],
    ['otherFaculty', false],
  ])('GET /api/user/{id} as %s: personal data %s', async (who, shown) => {
    const record = await read(who)
    expect(record).toMatchObject({ id: STUDENT, name: 'Need Toknow', registerNo: 'NK001', groupId: 'grp-9' })
    expect(personalOf(record)).toEqual(shown ? PERSONAL : withheld)
  })

  it.each([
    `/api/user/profile/${STUDENT}`,
    `/api/user/student/${STUDENT}`,
    `/api/student/v2/getSingleStudentById/${STUDENT}`,
  ])('%s withholds it from the NAAC data-entry account and shows it to the HOD', async (path) => {
    expect(personalOf(await read('CUSTOM', path))).toEqual(withheld)
    expect(personalOf(await read('HOD', path))).toEqual(PERSONAL)
  })

  it('the user list decides per row, also when it is projected', async () => {
    const list = (who: string, more = '') =>
      f.ok<Record<string, unknown>[]>('GET', `/api/user?filter=groupId%20eq%20grp-9${more}`, {
        token: as.get(who)!,
      })
    expect((await list('CUSTOM')).map(personalOf)).toEqual([withheld])
    expect((await list('teacher')).map(personalOf)).toEqual([PERSONAL])
    expect(await list('CUSTOM', '&fields=name,phone')).toEqual([{ name: 'Need Toknow' }])
    expect(await list('teacher', '&fields=name,phone')).toEqual([
      { name: 'Need Toknow', phone: PERSONAL.phone },
    ])
  })

  it('the group roster shows the phone only to those who may see it', async () => {
    const roster = (who: string) =>
      f.ok<Record<string, unknown>[]>('GET', '/api/group/student/grp-9', { token: as.get(who)! })
    const [custom] = await roster('CUSTOM')
    expect(custom).toMatchObject({ id: STUDENT, registerNo: 'NK001' })
    expect(custom).not.toHaveProperty('phone')
    expect(await roster('teacher')).toEqual([expect.objectContaining({ phone: PERSONAL.phone })])
    expect(Object.keys((await roster('teacher'))[0]!)).not.toContain('departmentid')
  })

  it('the header search finds a student by phone only for those who may see it', async () => {
    const search = (who: string, text: string) =>
      f.ok<Record<string, unknown>[]>('GET', `/api/student/search?text=${text}`, { token: as.get(who)! })
    expect(await search('CUSTOM', byPhone)).toEqual([])
    const [byName] = await search('CUSTOM', 'toknow')
    expect(byName).toMatchObject({ id: STUDENT, registerNo: 'NK001' })
    expect(byName).not.toHaveProperty('phone')
    expect(byName).not.toHaveProperty('parentPhone')
    expect(await search('HOD', byPhone)).toEqual([
      expect.objectContaining({ id: STUDENT, phone: PERSONAL.phone, parentPhone: PERSONAL.parentPhone }),
    ])
  })

  it('documents the fields that may be absent in /api/docs', async () => {
    const document = await f.ok<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/docs/identity/openapi.json',
    )
    const schemaOf = (path: string) =>
      (
        document.paths[path]?.get as {
          responses: { 200: { content: { 'application/json': { schema: Record<string, unknown> } } } }
        }
      ).responses[200].content['application/json'].schema
    const properties = (schema: Record<string, unknown>) =>
      (schema.properties ?? (schema.items as Record<string, unknown>).properties) as Record<
        string,
        { description?: string }
      >
    for (const path of ['/api/user/{id}', '/api/user/student/{id}', '/api/group/student/{groupId}']) {
      expect(properties(schemaOf(path)).phone?.description).toMatch(/^Absent unless/)
      expect(properties(schemaOf(path)).name?.description).toBeUndefined()
    }
  })

  it("an audit record names who read the student's full profile, and why", async () => {
    const history = async () =>
      (
        await f.ok<{ action: string; actorId: string; after?: unknown }[]>(
          'GET',
          `/api/user/audit/${STUDENT}`,
          {
            token: as.get('ADMIN')!,
          },
        )
      ).filter(({ action }) => action === 'READ_PERSONAL_DATA')
    const before = await history()
    await read('teacher', `/api/user/student/${STUDENT}`)
    await read('CUSTOM')
    await read('self')
    const after = await history()
    // Newest first: the teacher's read is the one record added; the withheld and the own read leave none.
    expect(after.length - before.length).toBe(1)
    expect(after[0]).toMatchObject({
      actorId: 'id-faculty',
      actorType: 'FACULTY',
      after: { reason: 'TEACHER' },
    })
  })
})
