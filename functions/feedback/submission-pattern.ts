import type { SubmissionPattern } from '@campus/core'
import { shownBurst, type StoredBurst } from './aggregates'
import type { AnswerTime, FormRef } from './form-answers.repository'

const MINUTE_MS = 60 * 1000

/** Whether an answer given at `at` lies in one of the bursts left out (each from `from` until before `to`). */
export const inBurst = (at: number, bursts: readonly Pick<StoredBurst, 'from' | 'to'>[]) =>
  bursts.some(({ from, to }) => from <= at && at < to)

/** Whether two ranges share an instant. */
export const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  a.from < b.to && b.from < a.to

/**
 * How a form's answers came in (docs/adr/0033): per clock minute with answers, oldest first, how many were
 * given and how many of those a burst left out, with the bursts (without their counts).
 */
export function patternOf(
  form: FormRef,
  answers: readonly AnswerTime[],
  bursts: readonly StoredBurst[],
): SubmissionPattern {
  const minutes = new Map<number, { answers: number; excluded: number }>()
  for (const { submittedOn } of answers) {
    const minute = Math.floor(submittedOn / MINUTE_MS) * MINUTE_MS
    const counted = minutes.get(minute) ?? { answers: 0, excluded: 0 }
    counted.answers += 1
    if (inBurst(submittedOn, bursts)) counted.excluded += 1
    minutes.set(minute, counted)
  }
  return {
    ...form,
    minutes: [...minutes].sort(([a], [b]) => a - b).map(([minute, counted]) => ({ minute, ...counted })),
    excluded: bursts.map(shownBurst),
  }
}
