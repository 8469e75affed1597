import { expectRefused } from '@campus/testing'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'

let f: IdentityFixture
beforeAll(async () => {
  f = await createIdentityFixture()
})

describe('POST /api/user/login', () => {
  it('returns a token and the current user for an email and password', async () => {
    const response = await f.call('POST', '/api/user/login', {
      body: { email: 'Admin@Test.local ', password: PASSWORD },
    })
    expect(response.status).toBe(200)
    expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(response.body.currentUser).toEqual({
      userType: 'ADMIN',
      userId: 'id-admin',
      roles: [],
      email: 'admin@test.local',
    })
  })

  it('lets a student sign in with their register number', async () => {
    const response = await f.call('POST', '/api/user/login', {
      body: { email: 'reg001', password: PASSWORD },
    })
    expect(response.status).toBe(200)
    expect(response.body.currentUser).toMatchObject({ userType: 'STUDENT', userId: 'id-student' })
  })

  it.each([
    ['a wrong password', 'faculty@test.local', 'wrong-password'],
    ['an unknown account', 'nobody@test.local', PASSWORD],
  ])('refuses %s with the same message', async (_case, email, password) => {
    const response = await f.call('POST', '/api/user/login', { body: { email, password } })
    expect(response.status).toBe(401)
    expect(response.body.error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or register number, or the password, is not right.',
    })
  })

  it('uses at most 5 DynamoDB calls in 3 round trips, and no Scan (docs/adr/0012)', async () => {
    f.env.counter.reset()
    await f.login('hod')
    const counts = f.env.counter.snapshot()
    // The sign-in name; the attempt reservation beside the user read; the session beside the budget's release.
    expect(counts.total).toBeLessThanOrEqual(5)
    expect(counts.byCommand.ScanCommand).toBeUndefined()
  })
})

describe('failed sign-ins', () => {
  it('counts five wrong passwords in 15 minutes, then refuses even the right one unchecked', async () => {
    const attempt = (password: string) =>
      f.call('POST', '/api/user/login', { body: { email: 'other@test.local', password } })
    for (let n = 1; n <= 5; n++) expect((await attempt('nope')).status).toBe(401)

    const sixth = await attempt('nope')
    expectRefused(sixth, 423, 'ACCOUNT_LOCKED')
    expect(sixth.body.error?.message).toMatch(/locked; try again in 15 minutes/)

    const right = await attempt(PASSWORD)
    expect(right.status).toBe(423)

    const history = await f.deps.users.history('id-otherFaculty')
    expect(history[0]).toMatchObject({ action: 'LOCK_AFTER_FAILED_SIGN_INS', actorType: 'SYSTEM' })
  })

  it('lets the account in again once the window has passed', async () => {
    // The window began 16 minutes ago: as if the five failures above were that old.
    await f.entities.signInBudget
      .patch({ userId: 'id-otherFaculty', budget: 'SIGNIN' })
      .set({ windowStart: Date.now() - 16 * 60 * 1000 })
      .go()
    expect(
      (await f.call('POST', '/api/user/login', { body: { email: 'other@test.local', password: PASSWORD } }))
        .status,
    ).toBe(200)
  })
})

describe('current user', () => {
  let token: string
  beforeEach(async () => {
    token = await f.login('faculty')
  })

  it('answers GET /api/token/{token} and /api/user/token/{token} with the legacy currentUser', async () => {
    for (const path of [`/api/token/${token}`, `/api/user/token/${token}`]) {
      const response = await f.call('GET', path, { token })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        userType: 'FACULTY',
        userId: 'id-faculty',
        roles: [],
        email: 'faculty@test.local',
      })
    }
  })

  it('rejects a token with no session with "No user data available"', async () => {
    const response = await f.call('GET', '/api/token/not-a-token')
    expect(response.status).toBe(401)
    expect(response.body.error).toMatchObject({ code: 'NO_USER_DATA', message: 'No user data available' })
  })

  it('returns the caller from GET /api/user/singleUser in at most 2 DynamoDB calls', async () => {
    f.env.counter.reset()
    const response = await f.call('GET', '/api/user/singleUser', { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: 'id-faculty',
      usertype: 'FACULTY',
      email: 'faculty@test.local',
    })
    expect(response.body).not.toHaveProperty('passwordHash')
    expect(response.body).not.toHaveProperty('version')
    expect(f.env.counter.snapshot().total).toBeLessThanOrEqual(2)
  })

  it('accepts the token as a Bearer header too', async () => {
    const response = await f.call('GET', '/api/user/singleUser', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
  })

  it('rejects a tampered token', async () => {
    const [header, payload] = token.split('.')
    const response = await f.call('GET', '/api/user/singleUser', { token: `${header}.${payload}.forged` })
    expectRefused(response, 401, 'UNAUTHORIZED')
  })
})

describe('sign-out and password change', () => {
  it('makes the token fail at once after sign-out, while other sessions go on', async () => {
    const first = await f.login('custom')
    const second = await f.login('custom')
    expect((await f.call('POST', '/api/user/logout', { token: first })).status).toBe(200)
    expect((await f.call('GET', '/api/user/singleUser', { token: first })).status).toBe(401)
    expect((await f.call('GET', '/api/user/singleUser', { token: second })).status).toBe(200)
  })

  it('ends every older session when a password changes and hands the changer a new token', async () => {
    const other = await f.login('applicant')
    const mine = await f.login('applicant')
    const response = await f.call('PUT', '/api/user/changePassword/id-applicant', {
      token: mine,
      body: { currentPassword: PASSWORD, newPassword: 'N3w-password' },
    })
    expect(response.status).toBe(200)
    const fresh = response.body.token as string
    expect((await f.call('GET', '/api/user/singleUser', { token: other })).status).toBe(401)
    expect((await f.call('GET', '/api/user/singleUser', { token: mine })).status).toBe(401)
    expect((await f.call('GET', '/api/user/singleUser', { token: fresh })).status).toBe(200)
    expect(
      (
        await f.call('POST', '/api/user/login', {
          body: { email: 'applicant@test.local', password: PASSWORD },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await f.call('POST', '/api/user/login', {
          body: { email: 'applicant@test.local', password: 'N3w-password' },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a password change with the wrong current password', async () => {
    const token = await f.login('student')
    const response = await f.call('PUT', '/api/user/changePassword/id-student', {
      token,
      body: { currentPassword: 'wrong', newPassword: 'N3w-password' },
    })
    expectRefused(response, 400, 'CURRENT_PASSWORD_WRONG')
  })

  it('refuses a weak new password with a clear message', async () => {
    const token = await f.login('student')
    const response = await f.call('PUT', '/api/user/changePassword/id-student', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('newPassword'),
    })
  })
})

describe('disabled accounts', () => {
  it('cannot sign in, and their live tokens stop working', async () => {
    const token = await f.login('otherStudent')
    const admin = await f.login('admin')
    const disable = await f.call('PUT', '/api/user/id-otherStudent', {
      token: admin,
      body: { accountStatus: 'DISABLE' },
    })
    expect(disable.status).toBe(200)
    expect((await f.call('GET', '/api/user/singleUser', { token })).status).toBe(401)
    const login = await f.call('POST', '/api/user/login', { body: { email: 'REG002', password: PASSWORD } })
    expect(login.status).toBe(403)
    expect(login.body.error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: expect.stringContaining('disabled'),
    })
  })
})
