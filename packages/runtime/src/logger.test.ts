import { describe, expect, it, vi } from 'vitest'
import { logger, redactLogValue, redactUrl } from './logger'

describe('redaction', () => {
  it('masks the token query parameter and JWT-shaped path segments', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXZhbHVl'
    expect(redactUrl(`/api/token/${jwt}?a=1&token=${jwt}`)).toBe('/api/token/***?a=1&token=***')
  })

  it('masks a Bearer credential and a token cookie inside any text', () => {
    expect(redactUrl('Authorization: Bearer 0pAque-t0ken, next')).toBe('Authorization: Bearer ***, next')
    expect(redactUrl('theme=dark; token=0pAque-t0ken; lang=ta')).toBe('theme=dark; token=***; lang=ta')
    expect(redactUrl('token=0pAque-t0ken')).toBe('token=***')
  })

  it('masks secret-looking keys at any depth', () => {
    const logged = {
      email: 'a@b.c',
      password: 'p',
      cookie: 'token=t',
      nested: { otp: '123456', list: [{ newPassword: 'x' }] },
    }
    expect(JSON.parse(JSON.stringify(logged, redactLogValue))).toEqual({
      email: 'a@b.c',
      password: '***',
      cookie: '***',
      nested: { otp: '***', list: [{ newPassword: '***' }] },
    })
  })

  it('applies to every line the logger writes', () => {
    const lines: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    logger.setLogLevel('INFO')
    logger.info('sign-in', { body: { email: 'a@b.c', password: 'hunter2' }, url: '/x?token=abc.def' })
    logger.setLogLevel('SILENT')
    write.mockRestore()
    expect(lines.join('')).not.toMatch(/hunter2|token=abc/)
    expect(lines.join('')).toContain('"password":"***"')
  })
})
