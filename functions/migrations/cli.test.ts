import { describe, expect, it } from 'vitest'
import { exitCodeOf, formatPlan, formatResult, formatStatus, parseMigrateArgs, toReport } from './cli'
import type { MigrationStatusLine } from './migrate'

const at = Date.UTC(2026, 10, 28, 4, 30)

describe('parseMigrateArgs', () => {
  it('applies by default, and reads --list, --dry-run and --help', () => {
    expect(parseMigrateArgs([])).toEqual({ mode: 'apply' })
    expect(parseMigrateArgs(['--list'])).toEqual({ mode: 'list' })
    expect(parseMigrateArgs(['--dry-run'])).toEqual({ mode: 'dry-run' })
    expect(parseMigrateArgs(['-h'])).toEqual({ mode: 'help' })
    expect(parseMigrateArgs(['--help', '--list'])).toEqual({ mode: 'help' })
  })

  it('refuses both modes at once, unknown options and arguments, with the usage', () => {
    expect(() => parseMigrateArgs(['--list', '--dry-run'])).toThrow('Choose one of --list and --dry-run.')
    expect(() => parseMigrateArgs(['--dryrun'])).toThrow(
      /Unknown option '--dryrun'[\s\S]*npm run migrate -- --list/,
    )
    expect(() => parseMigrateArgs(['2'])).toThrow(/Unexpected argument '2'/)
    expect(() => parseMigrateArgs(['--list=yes'])).toThrow(/--list/)
  })
})

describe('the output', () => {
  const lines: MigrationStatusLine[] = [
    { version: 1, name: 'one', status: 'applied', startedAt: at - 2500, appliedAt: at, durationMs: 2500 },
    { version: 2, name: 'two', status: 'failed', startedAt: at, failedAt: at + 60_000, error: 'boom' },
    { version: 3, name: 'three', status: 'applying', startedAt: at, lapsesAt: at + 1000 },
    {
      version: 4,
      name: 'four',
      status: 'pending',
      description: 'does four',
      tables: { identity: 'readwrite', directory: 'read' },
    },
    { version: 7, name: 'seven', status: 'unknown', startedAt: at, appliedAt: at },
  ]

  it('lists each version with where it stands and when', () => {
    expect(formatStatus(lines, at).split('\n')).toEqual([
      '   1  one: applied 2026-11-28 04:30 UTC (2.5 s)',
      '   2  two: pending: the last attempt failed 2026-11-28 04:31 UTC: boom',
      '   3  three: being applied by a run since 2026-11-28 04:30 UTC',
      '   4  four: pending',
      '   7  seven: applied 2026-11-28 04:30 UTC, by a newer release',
    ])
    expect(formatStatus(lines, at + 1000).split('\n')[2]).toBe(
      '   3  three: pending: a run claimed it 2026-11-28 04:30 UTC and died; the next run retries it',
    )
    expect(formatStatus([], at)).toBe('No migrations.')
  })

  it('plans with what each pending migration touches', () => {
    expect(formatPlan([lines[3] as MigrationStatusLine], at)).toBe(
      [
        'A run would apply 1 migration, in this order:',
        '   4  four',
        '      does four',
        '      touches: identity (read/write), directory (read)',
      ].join('\n'),
    )
    expect(formatPlan([], at)).toBe('Nothing to apply: every migration is applied.')
  })

  it('reports a run, and exits 2 only when it stopped for another run', () => {
    const applied = {
      applied: [{ version: 2, name: 'two', durationMs: 1200, outcome: { n: 1 } }],
      alreadyApplied: [1],
    }
    expect(formatResult(applied)).toBe('Applied 2 two in 1.2 s: {"n":1}')
    expect(exitCodeOf(applied)).toBe(0)
    expect(formatResult({ applied: [], alreadyApplied: [1] })).toBe(
      'Nothing to apply: version 1 is applied already.',
    )
    expect(formatResult({ applied: [], alreadyApplied: [1, 2] })).toBe(
      'Nothing to apply: versions 1, 2 are applied already.',
    )
    const stopped = {
      applied: [],
      alreadyApplied: [],
      stopped: { version: 1, name: 'one', reason: 'APPLYING' as const, startedAt: at },
    }
    expect(formatResult(stopped)).toMatch(
      /^Stopped at 1 one: another run is applying it \(since 2026-11-28 04:30 UTC\)\./,
    )
    expect(exitCodeOf(stopped)).toBe(2)
  })

  it('shows times as ISO 8601 in the job output', () => {
    expect(toReport(lines[0] as MigrationStatusLine)).toMatchObject({
      appliedAt: '2026-11-28T04:30:00.000Z',
      durationMs: 2500,
    })
  })
})
