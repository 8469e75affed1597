import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { collegeToday, deadlineMessage, deadlineProblem, isoDayOf } from './deadline'

const t = englishT('assignments')

// 25 Nov 2026, 00:30 in India: still 24 Nov in UTC.
const EARLY_IN_INDIA = Date.UTC(2026, 10, 24, 19, 0)

describe('the deadline check before sending', () => {
  it('names today as India has it', () => {
    expect(collegeToday(EARLY_IN_INDIA)).toBe('2026-11-25')
  })

  it('takes today and later days, and refuses an earlier day with the legacy message', () => {
    expect(deadlineProblem('2026-11-25', EARLY_IN_INDIA)).toBeUndefined()
    expect(deadlineProblem('2026-12-01', EARLY_IN_INDIA)).toBeUndefined()
    expect(deadlineProblem('2026-11-24', EARLY_IN_INDIA)).toBe('passed')
    expect(deadlineMessage('passed', t)).toBe('Deadline should not be less than current date')
  })

  it('asks for a deadline when none, or no real day, is chosen', () => {
    expect(deadlineProblem('', EARLY_IN_INDIA)).toBe('required')
    expect(deadlineProblem('2026-02-30', EARLY_IN_INDIA)).toBe('required')
    expect(deadlineMessage('required', t)).toBe('Deadline required.')
  })

  it('reads a stored deadline back into the date input', () => {
    expect(isoDayOf('05-Mar-2021')).toBe('2021-03-05')
    expect(isoDayOf('5 March')).toBe('')
  })
})
