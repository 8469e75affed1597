import { JOB_STALLED_AFTER_MS } from '@campus/db'
import { describe, expect, it } from 'vitest'
import { buildingNotice, buildsFacultyWorkbook, readyByOf } from './workbook-notice'

/** 2026-11-29 14:30 UTC: 8:00 PM in the college's zone (UTC+5:30). */
const START = Date.UTC(2026, 10, 29, 14, 30)
const MINUTE = 60_000

describe('when a consolidated workbook being built will be ready', () => {
  it('is at the latest when the build counts as failed, until it has built something', () => {
    expect(readyByOf({ startedOn: START, done: 0, total: 0 }, START)).toEqual({
      readyBy: START + JOB_STALLED_AFTER_MS,
      projected: false,
    })
  })

  it('is projected from its progress once it has, never past that limit', () => {
    // 10 of 40 in 2 minutes: 30 more take 6.
    expect(readyByOf({ startedOn: START, done: 10, total: 40 }, START + 2 * MINUTE)).toEqual({
      readyBy: START + 8 * MINUTE,
      projected: true,
    })
    expect(readyByOf({ startedOn: START, done: 1, total: 40 }, START + 2 * MINUTE).readyBy).toBe(
      START + JOB_STALLED_AFTER_MS,
    )
  })

  it('is said in the college’s wall-clock time', () => {
    const run = { startedOn: START, done: 10, total: 40, scope: {}, startedByName: 'Nightly build' }
    const notice = buildingNotice(run, 'fac-1', 'GENERAL', START + 2 * MINUTE)
    expect(notice.text).toContain('its build started at 8:00 PM')
    expect(notice.text).toContain('It should be ready at about 8:08 PM (10 of 40 workbooks built so far).')
    expect(notice.retryAfterSeconds).toBe(6 * 60)
  })
})

describe('which builds make a faculty’s consolidated workbook', () => {
  it.each([
    [{}, true],
    [{ facultyIds: ['fac-1'], type: 'GENERAL' as const }, true],
    [{ facultyIds: ['fac-2'] }, false],
    [{ type: 'MEDICAL' as const }, false],
    [{ criteria: '1' as const }, false],
  ])('%j: %s', (scope, builds) => {
    expect(buildsFacultyWorkbook(scope, 'fac-1', 'GENERAL')).toBe(builds)
  })
})
