import { parseArgs } from 'node:util'
import type { MigrateResult, MigrationStatusLine } from './migrate'

export const MIGRATE_USAGE = [
  'npm run migrate                applies every data migration not yet applied, in version order',
  'npm run migrate -- --list      shows each version, applied (when) or pending',
  'npm run migrate -- --dry-run   shows what a run would apply, and changes nothing',
].join('\n')

export type MigrateCommand = { mode: 'apply' } | { mode: 'list' } | { mode: 'dry-run' } | { mode: 'help' }

/** The command line of `npm run migrate`; a mistake throws with the usage. */
export function parseMigrateArgs(args: readonly string[]): MigrateCommand {
  let values: { list?: boolean; 'dry-run'?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        list: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${MIGRATE_USAGE}`, {
      cause: error,
    })
  }
  if (values.help) return { mode: 'help' }
  if (values.list && values['dry-run'])
    throw new Error(`Choose one of --list and --dry-run.\n${MIGRATE_USAGE}`)
  if (values.list) return { mode: 'list' }
  if (values['dry-run']) return { mode: 'dry-run' }
  return { mode: 'apply' }
}

const TIMES = new Set(['startedAt', 'appliedAt', 'failedAt', 'lapsesAt'])

/** A status line or stop notice for people: its epoch-millisecond times as ISO 8601 (UTC). */
export function toReport<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      TIMES.has(key) && typeof field === 'number' ? new Date(field).toISOString() : field,
    ]),
  )
}

/** `2026-11-28 04:30 UTC` */
const when = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const access = (level: string) => (level === 'readwrite' ? 'read/write' : level)

function statusText(line: MigrationStatusLine, now: number) {
  switch (line.status) {
    case 'applied':
      return `applied ${line.appliedAt !== undefined ? when(line.appliedAt) : ''}${
        line.durationMs !== undefined ? ` (${seconds(line.durationMs)})` : ''
      }`
    case 'pending':
      return 'pending'
    case 'failed':
      return `pending: the last attempt failed ${line.failedAt !== undefined ? when(line.failedAt) : ''}: ${
        line.error ?? 'no message'
      }`
    case 'applying':
      return line.lapsesAt !== undefined && line.lapsesAt <= now
        ? `pending: a run claimed it ${when(line.startedAt ?? 0)} and died; the next run retries it`
        : `being applied by a run since ${when(line.startedAt ?? 0)}`
    case 'unknown':
      return `${line.appliedAt !== undefined ? `applied ${when(line.appliedAt)}` : 'recorded'}, by a newer release`
  }
}

/** `--list`: one line per version. */
export function formatStatus(lines: readonly MigrationStatusLine[], now: number) {
  if (!lines.length) return 'No migrations.'
  return lines
    .map((line) => `${String(line.version).padStart(4)}  ${line.name}: ${statusText(line, now)}`)
    .join('\n')
}

/** `--dry-run`: what a run would apply, in order, with what each touches. */
export function formatPlan(pending: readonly MigrationStatusLine[], now: number) {
  if (!pending.length) return 'Nothing to apply: every migration is applied.'
  return [
    `A run would apply ${pending.length} migration${pending.length === 1 ? '' : 's'}, in this order:`,
    ...pending.map((line) =>
      [
        `${String(line.version).padStart(4)}  ${line.name}${line.status === 'pending' ? '' : ` (${statusText(line, now)})`}`,
        `      ${line.description ?? ''}`,
        `      touches: ${Object.entries(line.tables ?? {})
          .map(([table, level]) => `${table} (${access(level)})`)
          .join(', ')}`,
      ].join('\n'),
    ),
  ].join('\n')
}

/** What a run did. */
export function formatResult(result: MigrateResult) {
  const out = result.applied.map(
    (applied) =>
      `Applied ${applied.version} ${applied.name} in ${seconds(applied.durationMs)}: ${JSON.stringify(applied.outcome)}`,
  )
  if (result.stopped) {
    const { version, name, reason, startedAt } = result.stopped
    out.push(
      reason === 'APPLIED'
        ? `Stopped at ${version} ${name}: another run applied it meanwhile and goes on with the rest.`
        : reason === 'FAILED'
          ? `Stopped at ${version} ${name}: another run's attempt at it just failed (that run reports why).`
          : `Stopped at ${version} ${name}: another run is applying it` +
            `${startedAt !== undefined ? ` (since ${when(startedAt)})` : ''}.`,
      'Check with: npm run migrate -- --list (on AWS, the payload {"job":"migrate","list":true}).',
    )
  } else if (!result.applied.length) {
    const done = result.alreadyApplied
    out.push(
      done.length === 0
        ? 'Nothing to apply.'
        : `Nothing to apply: ${done.length === 1 ? 'version' : 'versions'} ${done.join(', ')} ${done.length === 1 ? 'is' : 'are'} applied already.`,
    )
  }
  return out.join('\n')
}

/** 0 when every migration is applied; 2 when this run stopped for another that holds one (not a failure). */
export const exitCodeOf = (result: MigrateResult) => (result.stopped ? 2 : 0)
