import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from './testing/fixture'

/**
 * Users created in the portal carry the college's id (issue 30), so the legacy announcement HOD tab's
 * `collegeID eq <college>` filter finds them. The fixture's college record has the id `college`.
 */
let f: IdentityFixture
let admin: string
beforeAll(async () => {
  f = await createIdentityFixture()
  admin = await f.login('admin')
})

const collegeIdOf = async (id: string) => (await f.users.require(id)).collegeID

describe("a new user's collegeID", () => {
  it("is the college's for a user created without one, and is found by the announcement's HOD tab", async () => {
    const created = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'New Hod',
        email: 'new.hod@test.local',
        usertype: 'HOD',
        departmentid: ['dept-b'],
        facultyDeptId: 'fd-2',
      },
    })
    expect(await collegeIdOf(created.id)).toBe('college')
    const hods = await f.ok<{ id: string }[]>(
      'GET',
      '/api/user?filter=usertype eq HOD,collegeID eq college &fields=id&fields=name',
      { token: admin },
    )
    expect(hods.map(({ id }) => id)).toContain(created.id)
  })

  it('keeps a collegeID the request gives', async () => {
    const created = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'Given College',
        email: 'given@test.local',
        usertype: 'FACULTY',
        departmentid: ['dept-a'],
        facultyDeptId: 'fd-1',
        collegeID: 'other-college',
      },
    })
    expect(await collegeIdOf(created.id)).toBe('other-college')
  })

  it("is the college's for imported users, read once for the whole chunk", async () => {
    f.env.counter.reset()
    const imported = await f.call('POST', '/api/user/import', {
      token: admin,
      body: {
        kind: 'STAFF',
        rows: [
          { row: 2, email: 'imp1@test.local', name: 'Imported One', departmentid: ['dept-a'] },
          { row: 3, email: 'imp2@test.local', name: 'Imported Two', departmentid: ['dept-a'] },
        ],
      },
    })
    expect(imported.body).toMatchObject({ created: 2, rejected: [] })
    // The session and the college record: one GetItem each, not one per user.
    expect(f.env.counter.snapshot().byCommand.GetItemCommand).toBe(2)
    for (const email of ['imp1@test.local', 'imp2@test.local'])
      expect(await collegeIdOf((await f.users.findIdByLogin(email)) ?? '')).toBe('college')
  })

  it("is the college's for a self-registered applicant", async () => {
    const response = await f.call('POST', '/api/user/register', {
      body: {
        firstName: 'Applicant',
        email: 'apply@test.local',
        mobile: '9840000001',
        password: 'Apply-2026x',
      },
    })
    expect(response.status).toBe(200)
    expect(await collegeIdOf((await f.users.findIdByLogin('apply@test.local')) ?? '')).toBe('college')
  })
})
