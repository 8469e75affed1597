import { describe, expect, it } from 'vitest'
import { AssignmentDeadlineSchema, deadlineText, parseDeadline } from './assignment'

describe('parseDeadline', () => {
  it.each([
    ['05-Mar-2021', { year: 2021, month: 3, day: 5 }],
    ['29-Feb-2024', { year: 2024, month: 2, day: 29 }],
    ['31-Dec-2025', { year: 2025, month: 12, day: 31 }],
  ])('reads %s', (text, day) => {
    expect(parseDeadline(text)).toStrictEqual(day)
  })

  it.each([
    '29-Feb-2023',
    '31-Apr-2021',
    '00-Jan-2021',
    '5-Mar-2021',
    '05-MAR-2021',
    '05-03-2021',
    '2021-03-05',
  ])('refuses %s', (text) => {
    expect(parseDeadline(text)).toBeUndefined()
    expect(AssignmentDeadlineSchema.safeParse(text).error?.issues[0]?.message).toBe(
      'Use a deadline like 05-Mar-2021',
    )
  })

  it('writes a picked day as the legacy text, which reads back as that day', () => {
    expect(deadlineText('2021-03-05')).toBe('05-Mar-2021')
    expect(parseDeadline(deadlineText('2026-12-31'))).toStrictEqual({ year: 2026, month: 12, day: 31 })
  })
})
