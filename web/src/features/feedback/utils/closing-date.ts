import type { TFunction } from 'i18next'
// A relative path: the unit tests that import this file run without Vite's @ alias.
import { endOfDateInput } from '../../../lib/date-input'

/**
 * Why a closing date cannot be used, or undefined when it can: it must name a day, today or later. A survey's
 * own closing date, unchanged, is always accepted (moving only its name must not fail on a past date).
 */
export function closingDateProblem(t: TFunction<'feedback'>, value: string, unchanged?: string) {
  if (value && value === unchanged) return undefined
  const closesOn = endOfDateInput(value)
  if (closesOn === undefined) return t('survey.chooseClosingDate')
  if (closesOn <= Date.now()) return t('survey.closingDateInPast')
  return undefined
}
