import { describe, expect, it } from 'vitest'
import { createTokenService } from './tokens'

const secret = 's'.repeat(48)
const claims = { sub: 'user-1', sid: 'session-1', typ: 'FACULTY' as const, iat: 0, exp: 0 }

describe('session tokens', () => {
  it('verifies its own unexpired token and returns the claims', async () => {
    const tokens = createTokenService(secret)
    const now = Math.floor(Date.now() / 1000)
    const token = await tokens.sign({ ...claims, iat: now, exp: now + 60 })
    expect(await tokens.verify(token)).toEqual({ ...claims, iat: now, exp: now + 60 })
  })

  it.each([
    ['an expired token', async () => createTokenService(secret).sign({ ...claims, iat: 1, exp: 2 })],
    [
      'a token signed with another secret',
      async () => createTokenService('o'.repeat(48)).sign({ ...claims, exp: 4102444800 }),
    ],
    ['garbage', async () => Promise.resolve('not.a.token')],
  ])('rejects %s', async (_case, make) => {
    expect(await createTokenService(secret).verify(await make())).toBeUndefined()
  })

  it('refuses a short secret', () => {
    expect(() => createTokenService('short')).toThrow(/32 characters/)
  })
})
