import { describe, expect, it } from 'vitest'
import { collegeDayOf, deadlineEnd, submissionTiming } from './deadline'

const IST = 330 * 60_000

describe('deadlines', () => {
  it('end at the last millisecond of the day in India', () => {
    expect(deadlineEnd('05-Mar-2021')).toBe(Date.UTC(2021, 2, 6) - IST - 1)
    expect(collegeDayOf(deadlineEnd('05-Mar-2021')!)).toBe('2021-03-05')
    expect(collegeDayOf(deadlineEnd('05-Mar-2021')! + 1)).toBe('2021-03-06')
  })

  it('refuse days that do not exist and other spellings', () => {
    for (const text of ['31-Feb-2021', '5-Mar-2021', '05-MAR-2021', '2021-03-05', '00-Mar-2021', ''])
      expect(deadlineEnd(text), text).toBeUndefined()
    expect(deadlineEnd('29-Feb-2024')).toBeDefined()
  })

  it('take submissions until the deadline, late ones in the allowed window, none after', () => {
    const end = deadlineEnd('05-Mar-2021')!
    expect(submissionTiming(end, end, 0)).toBe('ON_TIME')
    expect(submissionTiming(end, end + 1, 0)).toBe('CLOSED')
    expect(submissionTiming(end, end + 1, 2)).toBe('LATE')
    expect(submissionTiming(end, end + 2 * 86_400_000, 2)).toBe('LATE')
    expect(submissionTiming(end, end + 2 * 86_400_000 + 1, 2)).toBe('CLOSED')
  })
})
