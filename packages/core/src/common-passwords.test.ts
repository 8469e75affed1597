import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, COMMON_PASSWORDS, isCommonPassword } from './common-passwords'
import { NewPasswordSchema } from './schemas/user'

describe('common passwords', () => {
  it.each(['password1', 'Password1', 'PASSW0RD', 'Campus@123', 'qwerty123', 'Welcome@123', 'iloveyou1'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true)
      const result = NewPasswordSchema.safeParse(password)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map(({ message }) => message)).toContain(COMMON_PASSWORD_MESSAGE)
    },
  )

  it.each(['N3w-password', 'Reset2026x', 'Correct-horse-7', 'Campus@1234x'])('accepts %s', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true)
  })

  it('lists only passwords the other rules would let through, a few hundred of them', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300)
    for (const word of COMMON_PASSWORDS) {
      expect(word).toBe(word.toLowerCase())
      expect(word.length).toBeGreaterThanOrEqual(8)
      expect(word).toMatch(/[a-z]/)
      expect(word).toMatch(/\d/)
    }
  })
})
