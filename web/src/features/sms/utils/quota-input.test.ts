import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { quotaProblem } from './quota-input'

const t = englishT('sms')

describe('the quota input', () => {
  it.each([
    ['', 'Enter the number of SMS'],
    [12.5, 'Enter a whole number of SMS'],
    [99, 'The quota cannot be below the 100 SMS parts already sent'],
    [100_000_001, 'The quota can be at most 10,00,00,000'],
  ])('refuses %j', (value, message) => {
    expect(quotaProblem(value, 100, t)).toBe(message)
  })

  it('takes a whole number from what was sent up to the maximum', () => {
    expect(quotaProblem(100, 100, t)).toBeUndefined()
    expect(quotaProblem(5000, 100, t)).toBeUndefined()
  })
})
