import { describe, expect, it } from 'vitest'
import { collegeDayInstant, collegeToday, readsForPage } from './sms-log'

describe('the SMS log day', () => {
  it('is noon in India on the chosen date, whatever the browser zone', () => {
    expect(new Date(collegeDayInstant('2026-11-25')!).toISOString()).toBe('2026-11-25T06:30:00.000Z')
  })

  it('refuses dates that do not exist or are not dates', () => {
    expect(collegeDayInstant('2026-02-31')).toBeUndefined()
    expect(collegeDayInstant('25/11/2026')).toBeUndefined()
  })

  it('names today as India has it', () => {
    expect(collegeToday(Date.UTC(2026, 10, 24, 19, 0))).toBe('2026-11-25')
  })

  it('reads 25 at a time for pages of 10', () => {
    expect([1, 2, 3, 4, 5, 6].map(readsForPage)).toEqual([1, 1, 2, 2, 2, 3])
  })
})
