import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { endOfDateInput, toDateInput } from '../../../lib/date-input'
import { closingDateProblem } from './closing-date'

const t = englishT('feedback')

describe('closing dates', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes at the last millisecond of the chosen day, in the browser’s zone', () => {
    expect(endOfDateInput('2026-12-01')).toBe(new Date(2026, 11, 1, 23, 59, 59, 999).getTime())
  })

  it('reads no date from a blank or impossible value', () => {
    expect(endOfDateInput('')).toBeUndefined()
    expect(endOfDateInput('2026-02-31')).toBeUndefined()
  })

  it('round-trips with the date input', () => {
    expect(toDateInput(endOfDateInput('2027-01-05') ?? 0)).toBe('2027-01-05')
  })

  it('accepts today and later, and refuses blanks and past days', () => {
    expect(closingDateProblem(t, '2026-11-23')).toBeUndefined()
    expect(closingDateProblem(t, '2026-12-31')).toBeUndefined()
    expect(closingDateProblem(t, '')).toBe('Choose a closing date')
    expect(closingDateProblem(t, '2026-11-22')).toBe('The closing date must be today or later')
  })

  it('keeps a survey’s own past date when it is left unchanged', () => {
    expect(closingDateProblem(t, '2026-01-01', '2026-01-01')).toBeUndefined()
    expect(closingDateProblem(t, '2026-01-02', '2026-01-01')).toBe('The closing date must be today or later')
  })
})
