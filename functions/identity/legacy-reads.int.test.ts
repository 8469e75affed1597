import { describe, expect, it } from 'vitest'
import { createIdentityFixture } from './testing/fixture'

/**
 * The legacy client's reads of the session, users, staff types and a group's students (legacy-client.md 2.1,
 * 2.3, 2.4), each sent as the client builds it (spacing included, the token in the query) and checked for the
 * fields the client then reads, with the types it reads them as.
 */
const f = await createIdentityFixture()
const admin = await f.login('admin')
const hod = await f.login('hod')

type Row = Record<string, unknown>
const read = <Body = Row[]>(path: string, token = admin) => f.ok<Body>('GET', path, { token })

// The fixture's people are bare; give them the college and department labels the portal's forms and the demo
// data write, so the reads below have them to answer.
const civil = { id: 'dept-a', degreeName: 'B.E', departmentName: 'Civil' }
for (const [person, extra] of [
  ['hod', { collegeID: 'college' }],
  ['faculty', { departments: [civil] }],
  ['student', { departments: [civil] }],
] as const) {
  const user = await read<Row>(`/api/user/${f.idOf(person)}`)
  await f.ok('PUT', `/api/user/${f.idOf(person)}`, { token: admin, body: { ...user, ...extra } })
}

describe('the legacy session reads (2.1)', () => {
  it('GET /api/token/<jwt>?token=<jwt>: the currentUser cookie', async () => {
    expect(await read<Row>(`/api/token/${hod}`, hod)).toMatchObject({
      userType: 'HOD',
      userId: f.idOf('hod'),
      roles: expect.any(Array),
      email: 'hod@test.local',
    })
  })

  it('GET /api/user/singleUser: the header, the user type and the NAAC roles', async () => {
    const custom = await read<Row>('/api/user/singleUser', await f.login('custom'))
    expect(custom).toMatchObject({
      name: 'Custom',
      usertype: 'CUSTOM',
      rollType: expect.any(Array),
      customRole: { naacRole: [{ facultyDeptId: 'fd-1', role: 'AUTHORIZER' }] },
    })
    expect(await read<Row>('/api/user/singleUser', hod)).toMatchObject({
      name: 'Hod',
      usertype: 'HOD',
      collegeID: 'college',
    })
  })
})

describe('the legacy user lists (2.1)', () => {
  it('GET /api/user?filter=usertype eq FACULTY,facultyDeptId eq <fd>,staffTypeId eq<st> + six fields: the staff picker', async () => {
    const fields = ['id', 'name', 'email', 'phone', 'facultyDeptId', 'staffTypeId'].map(
      (name) => `fields=${name}`,
    )
    expect(
      await read(
        `/api/user?filter=usertype eq FACULTY,facultyDeptId eq fd-1,staffTypeId eqst-1&${fields.join('&')}`,
      ),
    ).toEqual([
      expect.objectContaining({
        id: f.idOf('faculty'),
        name: 'Faculty',
        email: 'faculty@test.local',
        facultyDeptId: 'fd-1',
        staffTypeId: 'st-1',
      }),
    ])
  })

  it('GET /api/user?filter=usertype eq FACULTY&count=100000: every faculty id', async () => {
    const ids = (await read<{ id: string }[]>('/api/user?filter=usertype eq FACULTY&count=100000')).map(
      ({ id }) => id,
    )
    expect(ids).toEqual(expect.arrayContaining([f.idOf('faculty'), f.idOf('otherFaculty')]))
  })

  it('GET /api/user?filter=facultyDeptId eq <fd>: the assign-HOD staff list', async () => {
    expect(await read('/api/user?filter=facultyDeptId eq fd-1')).toContainEqual(
      expect.objectContaining({
        id: f.idOf('faculty'),
        name: 'Faculty',
        departmentid: ['dept-a'],
        usertype: 'FACULTY',
      }),
    )
  })

  it('GET /api/user?in=departmentid eq <dept>&filter=usertype eqHOD: the HODs of a department', async () => {
    expect(await read('/api/user?in=departmentid eq dept-a&filter=usertype eqHOD')).toEqual([
      expect.objectContaining({ id: f.idOf('hod'), name: 'Hod', departmentid: ['dept-a'] }),
    ])
  })

  it("GET /api/user?filter=usertype eq <usertype>,collegeID eq <college> &fields=...: the announcement's HOD tab", async () => {
    const { collegeID } = await read<{ collegeID: string }>('/api/user/singleUser', hod)
    const hods = await read(
      `/api/user?filter=usertype eq HOD,collegeID eq ${collegeID} &fields=id&fields=name&fields=email&fields=specialization`,
      hod,
    )
    expect(hods).toContainEqual(
      expect.objectContaining({ id: f.idOf('hod'), name: 'Hod', email: 'hod@test.local' }),
    )
  })
})

describe('the legacy user records (2.1)', () => {
  it('GET /api/user/<id>: the name, the profile fields and the first department', async () => {
    expect(await read<Row>(`/api/user/${f.idOf('student')}`)).toMatchObject({
      name: 'Student',
      email: 'student@test.local',
      registerNo: 'REG001',
      phone: '9876543210',
      departments: [expect.objectContaining({ departmentName: 'Civil' })],
    })
  })

  it('GET /api/user/profile/<id>: the staff detail', async () => {
    expect(await read<Row>(`/api/user/profile/${f.idOf('faculty')}`)).toMatchObject({
      name: 'Faculty',
      email: 'faculty@test.local',
      departmentid: ['dept-a'],
      departments: [expect.objectContaining({ degreeName: 'B.E', departmentName: 'Civil' })],
    })
  })
})

describe('the legacy staff type and group reads (2.3, 2.4)', () => {
  it('GET /api/staff-type: id and name', async () => {
    expect(await read('/api/staff-type')).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'st-1', name: 'Teaching' })]),
    )
  })

  it('GET /api/config?fields=staffType: answers (declared by the client, unused)', async () => {
    expect((await f.call('GET', '/api/config?fields=staffType', { token: admin })).status).toBe(200)
  })

  it("GET /api/group/student/<groupId>: the group's students", async () => {
    expect(await read('/api/group/student/grp-1', hod)).toEqual([
      expect.objectContaining({
        id: f.idOf('student'),
        name: 'Student',
        registerNo: 'REG001',
        email: 'student@test.local',
        phone: '9876543210',
      }),
    ])
  })
})
