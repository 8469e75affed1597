import { describe, expect, it } from 'vitest'
import { createIdentityFixture } from './testing/fixture'

const f = await createIdentityFixture()
const admin = await f.login('admin')

describe('user roles', () => {
  it('gives a role, mirrors it on the user and in live sessions, and refuses it twice', async () => {
    const faculty = await f.login('faculty')
    const created = await f.call('POST', '/api/role/userRole', {
      token: admin,
      body: { userId: 'id-faculty', rollType: 'EVENTEDITOR' },
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ userId: 'id-faculty', rollType: 'EVENTEDITOR', userName: 'Faculty' })
    expect(await f.deps.authenticate(faculty)).toMatchObject({ rollType: ['EVENTEDITOR'] })

    const twice = await f.call('POST', '/api/role/userRole', {
      token: admin,
      body: { userId: 'id-faculty', rollType: 'EVENTEDITOR' },
    })
    expect(twice.status).toBe(409)
  })

  it('lists records by role type and changes and removes them', async () => {
    const listed = await f.call('GET', '/api/role/userRole?filter=rollType eq EVENTEDITOR', { token: admin })
    const [record] = listed.body as unknown as { id: string }[]
    expect(record).toBeDefined()

    const changed = await f.call('PUT', '/api/role/userRole', {
      token: admin,
      body: { id: record?.id, rollType: 'JOURNALCLUBADMIN' },
    })
    expect(changed.body).toMatchObject({ rollType: 'JOURNALCLUBADMIN' })
    const user = await f.call('GET', '/api/user/id-faculty', { token: admin })
    expect(user.body.rollType).toEqual(['JOURNALCLUBADMIN'])

    const removed = await f.call('DELETE', `/api/role/userRole/${String(changed.body.id)}`, { token: admin })
    expect(removed.status).toBe(200)
    expect((await f.call('GET', '/api/user/id-faculty', { token: admin })).body.rollType).toEqual([])
  })

  it('keeps roles and account status when a partial update leaves them out', async () => {
    await f.call('POST', '/api/role/userRole', {
      token: admin,
      body: { userId: 'id-hod', rollType: 'PRESIDENTAWARDUSER' },
    })
    const response = await f.call('PUT', '/api/user/id-hod', { token: admin, body: { city: 'Trichy' } })
    expect(response.body).toMatchObject({
      city: 'Trichy',
      rollType: ['PRESIDENTAWARDUSER'],
      accountStatus: 'ACTIVE',
    })
  })

  it('refuses an unknown role type', async () => {
    const response = await f.call('POST', '/api/role/userRole', {
      token: admin,
      body: { userId: 'id-hod', rollType: 'SUPERUSER' },
    })
    expect(response.status).toBe(400)
  })

  it("sets a custom user's NAAC roles, and refuses them for anyone else", async () => {
    const body = {
      naacRole: [{ facultyDeptId: 'fd-2', role: 'INPUTTER' }],
      naacReport: [{ facultyId: 'fac-1', rights: 'AUTHORIZED' }],
      modules: [],
    }
    const response = await f.call('PUT', '/api/role/customRole/id-custom', { token: admin, body })
    expect(response.body).toEqual(body)
    const single = await f.call('GET', '/api/user/singleUser', { token: await f.login('custom') })
    expect(single.body.customRole).toEqual(body)
    const wrong = await f.call('PUT', '/api/role/customRole/id-faculty', { token: admin, body })
    expect(wrong.status).toBe(400)
  })

  it('leaves naacReport out of singleUser for a custom user without report rights (issue 30)', async () => {
    const body = { naacRole: [{ facultyDeptId: 'fd-1', role: 'INPUTTER' }], naacReport: [], modules: [] }
    expect((await f.call('PUT', '/api/role/customRole/id-custom', { token: admin, body })).status).toBe(200)
    const single = await f.call('GET', '/api/user/singleUser', { token: await f.login('custom') })
    expect(single.body.customRole).toEqual({ naacRole: body.naacRole, modules: [] })
    // Other reads keep the list, which the legacy edit screens read.
    const read = await f.call('GET', '/api/user/id-custom', { token: admin })
    expect(read.body.customRole).toMatchObject({ naacReport: [] })
  })
})

describe('menus', () => {
  const modulesOf = async (token: string) =>
    ((await f.call('GET', '/api/role/menu', { token })).body as unknown as { module: string }[]).map(
      (entry) => entry.module,
    )

  it.each([
    [
      'admin',
      [
        'home',
        'manage-department',
        'faculty',
        'academic',
        'manage-subject',
        'manage-staff',
        'manage-student',
        'academicadmin',
        'event-filter',
        'announcement',
        'coursematerial',
        'naac',
        'feedback',
        'manageMentor',
        'college-settings',
        'manage-sms-quota',
        'api-docs',
      ],
    ],
    [
      'hod',
      [
        'home',
        'academic',
        'manage-subject',
        'manage-staff',
        'manage-student',
        'academicadmin',
        'event-filter',
        'announcement',
        'assignment',
        'coursematerial',
        'feedback',
        'manageMentor',
      ],
    ],
    [
      'faculty',
      [
        'home',
        'event-filter',
        'announcement',
        'assignment',
        'coursematerial',
        'manageMentor',
        'staff-feedback',
      ],
    ],
    ['student', ['home', 'announcement', 'assignment', 'coursematerial', 'my-surveys']],
  ] as const)(
    'serves the side menu for the caller role (%s), with the API reference only for administrators',
    async (person, modules) => {
      expect(await modulesOf(await f.login(person))).toEqual(modules)
    },
  )

  it('gives Move Students to custom users whose role type is ACADEMICADMIN, and only to them', async () => {
    const custom = await f.login('custom')
    expect(await modulesOf(custom)).toEqual(['home', 'announcement', 'naac'])
    const customId = f.idOf('custom')
    const granted = await f.call('PUT', `/api/user/${customId}`, {
      token: admin,
      body: { rollType: ['ACADEMICADMIN'] },
    })
    expect(granted.status).toBe(200)
    expect(await modulesOf(await f.login('custom'))).toEqual([
      'home',
      'academicadmin',
      'announcement',
      'naac',
    ])
  })

  it('gives NAAC to whoever holds a NAAC role or report right (the test custom user holds one)', async () => {
    expect(await modulesOf(await f.login('custom'))).toContain('naac')
    expect(await modulesOf(await f.login('faculty'))).not.toContain('naac')
  })

  it('gives Events to custom users whose role types include EVENTEDITOR', async () => {
    const granted = await f.call('PUT', `/api/user/${f.idOf('custom')}`, {
      token: admin,
      body: { rollType: ['EVENTEDITOR'] },
    })
    expect(granted.status).toBe(200)
    expect(await modulesOf(await f.login('custom'))).toEqual(['home', 'event-filter', 'announcement', 'naac'])
  })

  it('lists grantable modules for administrators', async () => {
    const response = await f.call('GET', '/api/role/getModule', { token: admin })
    expect(Array.isArray(response.body)).toBe(true)
  })
})
