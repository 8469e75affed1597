import { describe, expect, it } from 'vitest'
import { createFormTokens } from './form-tokens'
import { createTokenService } from './tokens'

const secret = 's'.repeat(48)
const link = { feedbackTemplateId: 'tpl-1', referenceId: 'event-1' }
const now = Date.UTC(2026, 10, 1)
const inADay = now + 24 * 60 * 60 * 1000

describe('feedback form tokens', () => {
  it('verifies its own token for the same form until it expires, and is short and URL-safe', () => {
    const tokens = createFormTokens(secret)
    const token = tokens.sign(link, inADay)
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/)
    expect(token.length).toBeLessThanOrEqual(32)
    expect(encodeURIComponent(token)).toBe(token)
    expect(tokens.verify(token, link, now)).toEqual({ valid: true, expiresAt: inADay })
    expect(tokens.verify(token, link, inADay - 1000)).toMatchObject({ valid: true })
  })

  it('refuses it once expired', () => {
    const tokens = createFormTokens(secret)
    const token = tokens.sign(link, inADay)
    expect(tokens.verify(token, link, inADay)).toEqual({ valid: false, reason: 'EXPIRED' })
    expect(tokens.verify(tokens.sign(link, now - 1000), link, now)).toEqual({
      valid: false,
      reason: 'EXPIRED',
    })
  })

  it.each([
    ['another template', { ...link, feedbackTemplateId: 'tpl-2' }],
    ['another event', { ...link, referenceId: 'event-2' }],
    ['ids shifted between the fields', { feedbackTemplateId: 'tpl-1","event-1', referenceId: '' }],
  ])('refuses a token used for %s', (_case, other) => {
    const tokens = createFormTokens(secret)
    expect(tokens.verify(tokens.sign(link, inADay), other, now)).toEqual({
      valid: false,
      reason: 'SIGNATURE',
    })
  })

  it('refuses a token whose expiry or signature was changed, or that another secret signed', () => {
    const tokens = createFormTokens(secret)
    const [expiry, mac] = tokens.sign(link, inADay).split('.') as [string, string]
    const later = (parseInt(expiry, 36) + 30 * 24 * 60 * 60).toString(36)
    expect(tokens.verify(`${later}.${mac}`, link, now)).toEqual({ valid: false, reason: 'SIGNATURE' })
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`
    expect(tokens.verify(`${expiry}.${flipped}`, link, now)).toEqual({ valid: false, reason: 'SIGNATURE' })
    // The last character holds 2 bits of the MAC and 4 unused ones: another spelling of them is refused too.
    const respelt = `${mac.slice(0, -1)}${mac.at(-1) === 'A' ? 'B' : 'A'}`
    expect(tokens.verify(`${expiry}.${respelt}`, link, now)).toEqual({ valid: false, reason: 'SIGNATURE' })
    const foreign = createFormTokens('o'.repeat(48)).sign(link, inADay)
    expect(tokens.verify(foreign, link, now)).toEqual({ valid: false, reason: 'SIGNATURE' })
  })

  it.each(['', 'garbage', 'abc.def', `zzzzzzzzzzzz.${'A'.repeat(22)}`, `1.${'A'.repeat(22)}.x`])(
    'refuses the malformed token %j',
    (token) => {
      expect(createFormTokens(secret).verify(token, link, now)).toEqual({ valid: false, reason: 'MALFORMED' })
    },
  )

  it('is not a session token, and a session token is not a form token', async () => {
    const tokens = createFormTokens(secret)
    const session = await createTokenService(secret).sign({
      sub: 'u',
      sid: 's',
      typ: 'STUDENT',
      iat: 0,
      exp: Math.floor(inADay / 1000),
    })
    expect(tokens.verify(session, link, now)).toMatchObject({ valid: false })
    expect(await createTokenService(secret).verify(tokens.sign(link, inADay))).toBeUndefined()
  })

  it('refuses a short secret', () => {
    expect(() => createFormTokens('short')).toThrow(/32 characters/)
  })
})
