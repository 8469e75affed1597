import { describe, expect, it } from 'vitest'
import { canonicalAnswerCode, createAnswerCodes, createFormTokens } from './form-tokens'
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

describe('survey answer codes (docs/adr/0033)', () => {
  const holder = { surveyId: 'survey-1', userId: 'user-1' }

  it("is ten characters of Crockford base32 shown in two groups, and verifies for its student's survey only", () => {
    const codes = createAnswerCodes(secret)
    const code = codes.sign(holder)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(codes.sign(holder)).toBe(code)
    expect(codes.verify(code, holder)).toBe(true)
    expect(codes.verify(code, { ...holder, userId: 'user-2' })).toBe(false)
    expect(codes.verify(code, { ...holder, surveyId: 'survey-2' })).toBe(false)
    expect(createAnswerCodes('o'.repeat(48)).verify(code, holder)).toBe(false)
  })

  it('forgives case, spaces, dashes and O, I, L typed for 0, 1, 1; refuses anything else', () => {
    const codes = createAnswerCodes(secret)
    const code = codes.sign(holder)
    const typed = ` ${code.replace('-', ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'i')} `
    expect(codes.verify(typed, holder)).toBe(true)
    const last = code.at(-1) === 'Z' ? 'Y' : 'Z'
    for (const wrong of [`${code.slice(0, -1)}${last}`, code.slice(0, 9), `${code}0`, '', 'UUUUU-UUUUU'])
      expect(codes.verify(wrong, holder), wrong).toBe(false)
    expect(canonicalAnswerCode('k7pd9-qxm2a')).toBe('K7PD9QXM2A')
    expect(canonicalAnswerCode('K7PD9-QXM2U')).toBeUndefined()
  })

  it('cannot pass for a form token, and refuses a short secret', () => {
    const code = createAnswerCodes(secret).sign(holder)
    expect(createFormTokens(secret).verify(code, link, now)).toMatchObject({ valid: false })
    expect(() => createAnswerCodes('short')).toThrow(/32 characters/)
  })
})
