import { describe, expect, it } from 'vitest'
import { redact, redactUrl } from './logger'

describe('redaction', () => {
  it('masks the token query parameter and JWT-shaped path segments', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXZhbHVl'
    expect(redactUrl(`/api/token/${jwt}?a=1&token=${jwt}`)).toBe('/api/token/***?a=1&token=***')
  })

  it('masks secret-looking keys at any depth', () => {
    expect(
      redact({ email: 'a@b.c', password: 'p', nested: { otp: '123456', list: [{ newPassword: 'x' }] } }),
    ).toEqual({
      email: 'a@b.c',
      password: '***',
      nested: { otp: '***', list: [{ newPassword: '***' }] },
    })
  })
})
