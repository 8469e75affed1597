import { describe, expect, it } from 'vitest'
import { createDeviceTokens, DEVICE_COOKIE } from './device-tokens'
import { createSignInAttemptsRepository } from './sign-in-attempts.repository'
import { unknownNameSubject } from './sign-in-names'
import { createIdentityFixture, PASSWORD } from './testing/fixture'

const f = await createIdentityFixture()
const attempts = createSignInAttemptsRepository(f.entities)

interface SignInResult {
  status: number
  body: { token?: string; error?: { code: string; message: string } }
  setCookie: string | null
}

/** POST /api/user/login with the raw response's Set-Cookie, and a Cookie header when given. */
async function signIn(email: string, password: string, device?: string, origin = ''): Promise<SignInResult> {
  const response = await f.app.request(`${origin}/api/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
    body: JSON.stringify({ email, password }),
  })
  return {
    status: response.status,
    body: (await response.json()) as SignInResult['body'],
    setCookie: response.headers.get('set-cookie'),
  }
}

const deviceOf = (setCookie: string | null) =>
  new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(setCookie ?? '')?.[1] ?? ''

/** How many answers had each status and error code, e.g. `{ '401 INVALID_CREDENTIALS': 5 }`. */
const tally = (results: readonly SignInResult[]) => {
  const counts: Record<string, number> = {}
  for (const { status, body } of results) {
    const key = `${status} ${body.error?.code ?? 'OK'}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const fifty = <T>(run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 50 }, (_, index) => run(index)))

describe('50 concurrent wrong passwords', () => {
  let device = ''

  it('check 5 passwords and refuse 45 unchecked; the right one is then refused too', async () => {
    // A sign-in before the attack gives this browser its device cookie.
    const earlier = await signIn('faculty@test.local', PASSWORD)
    expect(earlier.status).toBe(200)
    device = deviceOf(earlier.setCookie)
    expect(device).not.toBe('')

    const results = await fifty(() => signIn('faculty@test.local', 'Wrong-password-1'))
    expect(tally(results)).toEqual({ '401 INVALID_CREDENTIALS': 5, '423 ACCOUNT_LOCKED': 45 })

    const right = await signIn('faculty@test.local', PASSWORD)
    expect(right.status).toBe(423)
    expect(right.body.error?.message).toMatch(/This account is locked; try again in 1[45] minutes/)
    expect(right.setCookie).toBeNull()
  })

  it('let in the browser that signed in before, on its own budget', async () => {
    const owner = await signIn('faculty@test.local', PASSWORD, device)
    expect(owner.status).toBe(200)
    expect(owner.body.token).toBeTruthy()
    // The cookie is renewed for the same device.
    const renewed = createDeviceTokens(f.env.tokenSecret).deviceOf(deviceOf(owner.setCookie), 'id-faculty')
    expect(renewed).toBe(createDeviceTokens(f.env.tokenSecret).deviceOf(device, 'id-faculty'))
    // Everyone else is still locked out.
    expect((await signIn('faculty@test.local', PASSWORD)).status).toBe(423)
  })

  it('give a device only 5 checks of its own, also 50 at once', async () => {
    const results = await fifty(() => signIn('faculty@test.local', 'Wrong-password-1', device))
    expect(tally(results)).toEqual({ '401 INVALID_CREDENTIALS': 5, '423 ACCOUNT_LOCKED': 45 })
    expect((await signIn('faculty@test.local', PASSWORD, device)).status).toBe(423)
  })

  it('lock an unknown name exactly as a known one', async () => {
    const results = await fifty(() => signIn('nobody@test.local', 'Wrong-password-1'))
    expect(tally(results)).toEqual({ '401 INVALID_CREDENTIALS': 5, '423 ACCOUNT_LOCKED': 45 })
    const known = await signIn('faculty@test.local', 'Wrong-password-1')
    const unknown = await signIn('nobody@test.local', 'Wrong-password-1')
    const withoutRequestId = ({ body }: SignInResult) => ({ ...body.error, requestId: undefined })
    expect(unknown.status).toBe(known.status)
    expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known))
  })
})

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, for the sign-in path only, 90 days, Secure but on local http', async () => {
    const local = await signIn('custom@test.local', PASSWORD)
    expect(local.setCookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+; Max-Age=7776000; Path=/api/user/login; HttpOnly; SameSite=Strict$`,
      ),
    )
    const deployed = await signIn('custom@test.local', PASSWORD, undefined, 'https://portal.example.edu')
    expect(deployed.setCookie).toMatch(/; Secure; /)
  })

  it("help nobody else: another user's cookie, a forged one and an old one are ignored", async () => {
    const custom = deviceOf((await signIn('custom@test.local', PASSWORD)).setCookie)
    const tokens = createDeviceTokens(f.env.tokenSecret)
    const old = tokens.issue('id-hod', tokens.newDeviceId(), Date.now() - 91 * 24 * 60 * 60 * 1000)
    const forged = createDeviceTokens('x'.repeat(40)).issue('id-hod', tokens.newDeviceId())
    await fifty(() => signIn('hod@test.local', 'Wrong-password-1'))
    for (const cookie of [custom, old, forged]) {
      expect((await signIn('hod@test.local', PASSWORD, cookie)).status).toBe(423)
    }
    await attempts.clear('id-hod')
  })
})

describe('unlocking', () => {
  it('a reset code lifts the lock', async () => {
    await fifty(() => signIn('student@test.local', 'Wrong-password-1'))
    expect((await signIn('student@test.local', PASSWORD)).status).toBe(423)
    await f.call('POST', '/api/user/sendOtp', { body: { email: 'REG001' } })
    const code = /\b(\d{6})\b/.exec(f.env.sms.entries.at(-1)?.text ?? '')?.[1] ?? ''
    const reset = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'REG001', otp: code, newPassword: 'Unlocked-2026' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn('student@test.local', 'Unlocked-2026')).status).toBe(200)
  })

  it("an administrator's new password lifts the lock", async () => {
    await fifty(() => signIn('applicant@test.local', 'Wrong-password-1'))
    const admin = await f.login('admin')
    const changed = await f.call('PUT', '/api/user/changePassword/id-applicant', {
      token: admin,
      body: { newPassword: 'Admitted-2026' },
    })
    expect(changed.status).toBe(200)
    expect((await signIn('applicant@test.local', 'Admitted-2026')).status).toBe(200)
  })
})

describe('known and unknown names', () => {
  it('cost the same DynamoDB commands for a wrong password', async () => {
    const unknownName = 'no-such-person@test.local'
    await attempts.clear('id-otherStudent')
    await attempts.clear(unknownNameSubject(f.env.tokenSecret, unknownName))
    const countCalls = async (run: () => Promise<unknown>) => {
      f.env.counter.reset()
      await run()
      return f.env.counter.snapshot()
    }
    const known = await countCalls(() => signIn('student2@test.local', 'Wrong-password-1'))
    const unknown = await countCalls(() => signIn(unknownName, 'Wrong-password-1'))
    expect(unknown).toEqual(known)
    expect(known.total).toBe(3)
  })
  // Their timing (|median difference| at most 5 ms) is a figure of `npm run bench`, not an assertion here:
  // a test asserts what is done, the bench how long it takes (docs/architecture.md section 8).
})
