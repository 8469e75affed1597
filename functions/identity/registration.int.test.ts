import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'
import { REGISTRATION_RECEIVED } from './users.service'

let f: IdentityFixture
beforeAll(async () => {
  f = await createIdentityFixture()
})

const register = (email: string, password = 'Apply-2026x', mobile = '9876500001') =>
  f.call('POST', '/api/user/register', { body: { firstName: 'Applicant', email, mobile, password } })

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined })

describe('self-registration', () => {
  it('answers the same for a new email and one that already has an account', async () => {
    const fresh = await register('new-applicant@test.local')
    const taken = await register('faculty@test.local')
    expect(fresh.status).toBe(200)
    expect(taken.status).toBe(200)
    expect(fresh.body).toEqual({ message: REGISTRATION_RECEIVED })
    expect(taken.body).toEqual(fresh.body)
    // An email registered a moment ago answers the same too.
    const again = await register('new-applicant@test.local', 'Other-2026x')
    expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body })
  })

  it('leaves an existing account exactly as it was, and records the attempt in its history', async () => {
    const before = await f.users.get('id-faculty')
    await register('Faculty@Test.local', 'Takeover-2026', '9000000999')
    const after = await f.users.get('id-faculty')
    expect(after).toEqual(before)
    expect(
      (
        await f.call('POST', '/api/user/login', {
          body: { email: 'faculty@test.local', password: 'Takeover-2026' },
        })
      ).status,
    ).toBe(401)
    await f.login('faculty', PASSWORD)
    const [latest] = await f.deps.users.history('id-faculty')
    expect(latest).toMatchObject({ action: 'REGISTER_WITH_EXISTING_EMAIL', actorType: 'SYSTEM' })
  })

  it('lets a new applicant sign in with the password they chose', async () => {
    await register('second-applicant@test.local', 'Second-2026x')
    await f.login('second-applicant@test.local', 'Second-2026x')
  })
})

describe('common passwords', () => {
  const refused = {
    code: 'VALIDATION_FAILED',
    message: expect.stringContaining('This password is too common. Choose another.'),
  }

  it('are refused when registering, whatever their case', async () => {
    for (const password of ['password1', 'Campus@123', 'QWERTY123']) {
      const response = await register(`common-${password.length}@test.local`, password)
      expect(response.status).toBe(400)
      expect(withoutRequestId(response.body.error ?? {})).toMatchObject(refused)
    }
  })

  it('are refused as a new password, by the owner or an administrator', async () => {
    const own = await f.login('student')
    const mine = await f.call('PUT', '/api/user/changePassword/id-student', {
      token: own,
      body: { currentPassword: PASSWORD, newPassword: 'Password123' },
    })
    expect(mine.status).toBe(400)
    expect(mine.body.error).toMatchObject(refused)
    const admin = await f.login('admin')
    const theirs = await f.call('PUT', '/api/user/changePassword/id-student', {
      token: admin,
      body: { newPassword: 'Welcome@123' },
    })
    expect(theirs.status).toBe(400)
  })

  it('are refused in a reset with a code', async () => {
    const response = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'REG001', otp: '123456', newPassword: 'campus@123' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject(refused)
  })
})
