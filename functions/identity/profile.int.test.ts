import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from './testing/fixture'

let f: IdentityFixture
beforeAll(async () => {
  f = await createIdentityFixture()
})

const experience = {
  entries: [{ institution: 'Anna University', designation: 'Assistant Professor', from: 1_600_000_000_000 }],
}

describe('staff profiles', () => {
  it('lets staff keep their own past experience and work profile', async () => {
    const faculty = await f.login('faculty')
    const saved = await f.call('PUT', '/api/profile/experience/id-faculty', {
      token: faculty,
      body: experience,
    })
    expect(saved.status).toBe(200)
    const read = await f.call('GET', '/api/profile/experience/id-faculty', { token: faculty })
    expect(read.body).toMatchObject({ section: 'experience', entries: experience.entries })
  })

  it('checks each entry, naming the problem', async () => {
    const faculty = await f.login('faculty')
    const response = await f.call('PUT', '/api/profile/work/id-faculty', {
      token: faculty,
      body: { entries: [{ title: '', category: 'Publication', date: 1 }] },
    })
    expectRefused(response, 400, 'VALIDATION_FAILED')
  })

  it('lets the HOD edit faculty they manage, but not other faculty edit each other', async () => {
    expect(
      (
        await f.call('PUT', '/api/profile/experience/id-faculty', {
          token: await f.login('hod'),
          body: experience,
        })
      ).status,
    ).toBe(200)
    const other = await f.call('PUT', '/api/profile/experience/id-faculty', {
      token: await f.login('otherFaculty'),
      body: experience,
    })
    expect(other.status).toBe(403)
  })

  it('shows a faculty department and a department with profile sections', async () => {
    const hod = await f.login('hod')
    const byFacultyDept = await f.call('GET', '/api/profile/dep/all/fd-1', { token: hod })
    const faculty = (byFacultyDept.body as unknown as { id: string; experience: unknown[] }[]).find(
      (p) => p.id === 'id-faculty',
    )
    expect(faculty?.experience).toHaveLength(1)
    const byDepartment = await f.call('GET', '/api/profile/dep/dept-a', { token: hod })
    expect((byDepartment.body as unknown as { id: string }[]).map((p) => p.id).sort()).toEqual([
      'id-faculty',
      'id-hod',
    ])
  })

  it('lets an HOD set the password of faculty they manage, ending their sessions', async () => {
    const facultyToken = await f.login('faculty')
    const response = await f.call('PUT', '/api/profile/password/id-faculty', {
      token: await f.login('hod'),
      body: { newPassword: 'Temp12345' },
    })
    expect(response.status).toBe(200)
    expect((await f.call('GET', '/api/user/singleUser', { token: facultyToken })).status).toBe(401)
    await f.login('faculty', 'Temp12345')
  })
})

describe('college, staff types and config', () => {
  it('shows the college to anyone and lets an administrator edit its pages', async () => {
    expect((await f.call('GET', '/api/college')).body).toMatchObject({ name: 'Test College' })
    const admin = await f.login('admin')
    const response = await f.call('PUT', '/api/college', {
      token: admin,
      body: { name: 'Test College', pages: { privacy: 'We keep data safe.' } },
    })
    expect(response.status).toBe(200)
    expect((await f.call('GET', '/api/college')).body).toMatchObject({
      pages: { privacy: 'We keep data safe.' },
    })
  })

  it('replaces the college record, so a field left out is cleared', async () => {
    const admin = await f.login('admin')
    await f.call('PUT', '/api/college', {
      token: admin,
      body: { name: 'Test College', phone: '044 2222 3333' },
    })
    await f.call('PUT', '/api/college', { token: admin, body: { name: 'Test College' } })
    const college = (await f.call('GET', '/api/college')).body as Record<string, unknown>
    expect(college.phone).toBeUndefined()
    expect(college.name).toBe('Test College')
  })

  it('manages staff types: no duplicates, and none deleted while in use', async () => {
    const admin = await f.login('admin')
    const created = await f.call('POST', '/api/staff-type', { token: admin, body: { name: 'Visiting' } })
    expect(created.status).toBe(200)
    expect(
      (await f.call('POST', '/api/staff-type', { token: admin, body: { name: 'visiting' } })).status,
    ).toBe(409)
    const id = String(created.body.id)
    expect(
      (await f.call('PUT', `/api/staff-type/${id}`, { token: admin, body: { name: 'Guest' } })).body,
    ).toEqual({ id, name: 'Guest' })
    const config = await f.call('GET', '/api/config?fields=staffType', { token: admin })
    // Beside the fixture's own staff types (testing/fixture.ts), by name.
    expect(config.body.staffType).toEqual([
      { id, name: 'Guest' },
      { id: 'st-2', name: 'Non-teaching' },
      { id: 'st-1', name: 'Teaching' },
    ])

    await f.call('PUT', '/api/user/id-faculty', { token: admin, body: { staffTypeId: id } })
    expect((await f.call('DELETE', `/api/staff-type/${id}`, { token: admin })).status).toBe(409)
    await f.call('PUT', '/api/user/id-faculty', { token: admin, body: { staffTypeId: 'st-1' } })
    expect((await f.call('DELETE', `/api/staff-type/${id}`, { token: admin })).status).toBe(200)
  })
})
