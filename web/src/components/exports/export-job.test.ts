import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { exportFailure, percentOf } from './export-job'

const fallback = { start: 'Not started.', build: 'Not built.' }
const building = { status: 'PROCESSING' as const, percent: 40 }

describe('percentOf', () => {
  it("takes the server's percentage, else done of total, else nothing done", () => {
    expect(percentOf({ percent: 40, done: 1, total: 2 })).toBe(40)
    expect(percentOf({ done: 1, total: 3 })).toBe(33)
    expect(percentOf({ done: 0, total: 0 })).toBe(0)
    expect(percentOf({})).toBe(0)
  })
})

describe('exportFailure', () => {
  it("says why the start was refused, in the server's words when it gave them", () => {
    const refused = new ApiError(409, 'NO_SUBMISSIONS', 'Nobody has submitted.')
    expect(exportFailure({ job: undefined, startError: refused, readError: undefined }, fallback)).toEqual({
      stage: 'start',
      message: 'Nobody has submitted.',
    })
    expect(
      exportFailure({ job: undefined, startError: new Error('offline'), readError: undefined }, fallback),
    ).toEqual({ stage: 'start', message: 'Not started.' })
  })

  it('says why the build failed, or that it did when the server gave no reason', () => {
    const failed = { status: 'FAILED' as const, reason: 'The zip did not finish.' }
    expect(exportFailure({ job: failed, startError: undefined, readError: undefined }, fallback)).toEqual({
      stage: 'build',
      message: 'The zip did not finish.',
    })
    expect(
      exportFailure({ job: { status: 'FAILED' }, startError: undefined, readError: undefined }, fallback),
    ).toEqual({ stage: 'build', message: 'Not built.' })
  })

  it('shows a failed read before any progress, or a refusal, but not a blip once the bar is up', () => {
    const blip = new ApiError(503, 'UNAVAILABLE', 'The portal is busy.')
    const gone = new ApiError(404, 'NOT_FOUND', 'The export is gone.')
    expect(exportFailure({ job: undefined, startError: undefined, readError: blip }, fallback)?.message).toBe(
      'The portal is busy.',
    )
    expect(exportFailure({ job: building, startError: undefined, readError: blip }, fallback)).toBeUndefined()
    expect(exportFailure({ job: building, startError: undefined, readError: gone }, fallback)?.message).toBe(
      'The export is gone.',
    )
    expect(
      exportFailure({ job: building, startError: undefined, readError: undefined }, fallback),
    ).toBeUndefined()
  })
})
