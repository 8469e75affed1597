import { describe, expect, it } from 'vitest'
import { createIdentityFixture } from './testing/fixture'

/**
 * The legacy client's user writes: `PUT /api/user/<id>` with the whole user object as `GET /api/user/<id>`
 * answered it, changed as the department screens change it (legacy-client.md 2.1), and the admission screens'
 * calls that identity answers (2.14: registering, the profile form, applying).
 */
const f = await createIdentityFixture()
const admin = await f.login('admin')

type User = Record<string, unknown> & { departmentid: string[]; usertype: string; accountStatus?: string }
const read = (id: string) => f.ok<User>('GET', `/api/user/${id}`, { token: admin })
const sendBack = (user: User) => f.call('PUT', `/api/user/${String(user.id)}`, { token: admin, body: user })

describe('the legacy user writes', () => {
  it('makes a staff member HOD of a department, and takes the department back', async () => {
    const staff = await read('id-otherFaculty')
    const assigned = await sendBack({
      ...staff,
      departmentid: [...staff.departmentid, 'dept-a'],
      usertype: 'HOD',
    })
    expect(assigned.status).toBe(200)
    expect(await read('id-otherFaculty')).toMatchObject({
      usertype: 'HOD',
      departmentid: ['dept-b', 'dept-a'],
      headedDepartmentIds: ['dept-a'],
    })

    const hod = await read('id-otherFaculty')
    const removed = await sendBack({ ...hod, departmentid: hod.departmentid.filter((id) => id !== 'dept-a') })
    expect(removed.status).toBe(200)
    expect(await read('id-otherFaculty')).toMatchObject({ departmentid: ['dept-b'], headedDepartmentIds: [] })
  })

  it('disables an account', async () => {
    const disabled = await sendBack({ ...(await read('id-otherStudent')), accountStatus: 'DISABLE' })
    expect(disabled.status).toBe(200)
    expect((await read('id-otherStudent')).accountStatus).toBe('DISABLE')
  })
})

describe("the admission screens' user writes", () => {
  it('registers an applicant, and one for the admission office', async () => {
    const registered = await f.call('POST', '/api/user/register', {
      body: { firstName: 'Kavya', email: 'kavya@test.local', mobile: '9876500001', password: 'Kavya-2024!' },
    })
    expect(registered.status).toBe(200)
    expect(
      (
        await f.call('POST', '/api/user/login', {
          body: { email: 'kavya@test.local', password: 'Kavya-2024!' },
        })
      ).status,
    ).toBe(200)
    const byOffice = await f.call('POST', '/api/user/registerUser', {
      token: admin,
      body: { firstName: 'Ravi', email: 'ravi@test.local', mobile: '9876500002' },
    })
    expect(byOffice.status).toBe(200)
    expect(await read(String(byOffice.body.id))).toMatchObject({
      email: 'ravi@test.local',
      usertype: 'APPLICANT',
    })
  })

  it('saves the profile form over the user as read, and applies', async () => {
    const token = await f.login('applicant')
    const own = await f.ok<User>('GET', '/api/user/id-applicant', { token })
    const saved = await f.call('POST', '/api/user/update/id-applicant', {
      token,
      body: { ...own, city: 'Salem' },
    })
    expect(saved.status).toBe(200)
    expect(await read('id-applicant')).toMatchObject({ city: 'Salem' })
    expect((await f.call('PUT', '/api/user/withApplication/id-applicant/app-1', { token })).status).toBe(200)
    expect((await read('id-applicant')).appliedApplication).toEqual([
      expect.objectContaining({ applicationId: 'app-1' }),
    ])
  })
})
