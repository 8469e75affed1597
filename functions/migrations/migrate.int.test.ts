import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { createTestTables } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import type { JobContext } from '@campus/runtime'
import { runAnyJob as runJob } from '../jobs/testing'
import { CLAIM_LAPSES_AFTER_MS, createMigrationRecords, migrationKey } from './applied.repository'
import { migrate, MigrationFailedError, migrationStatus, pendingMigrations } from './migrate'
import type { PlannedMigration } from './migration'

async function freshContext(now = () => Date.now()): Promise<JobContext> {
  const env = await createTestTables()
  return { client: env.client, s3: env.s3, tables: env.tables, buckets: env.buckets, now }
}

/** Migrations that count their runs (and write a marker item, to show they touched the table). */
function counted(versions: number[], fail?: (version: number) => boolean) {
  const runs = new Map<number, number>()
  const migrations: PlannedMigration[] = versions.map((version) => ({
    version,
    recordTable: 'identity',
    name: `m${version}`,
    description: `test migration ${version}`,
    tables: { identity: 'readwrite' },
    run: async (context) => {
      runs.set(version, (runs.get(version) ?? 0) + 1)
      // Long enough that concurrent runs overlap.
      await new Promise((resolve) => setTimeout(resolve, 30))
      if (fail?.(version)) throw new Error(`m${version} broke`)
      await context.client.send(
        new PutCommand({ TableName: context.tables.identity, Item: { pk: 'TEST', sk: `M${version}` } }),
      )
      return { version, touched: 1 }
    },
  }))
  return { migrations, runs }
}

const recordsOf = (context: JobContext) =>
  createMigrationRecords(context.client, context.tables.identity ?? '')

describe('migrate', () => {
  it('applies pending migrations in version order, records each, and a second run applies nothing', async () => {
    const context = await freshContext()
    const order: number[] = []
    const { migrations, runs } = counted([2, 1, 3])
    const tracked = migrations.map((m) => ({
      ...m,
      run: async (c: JobContext) => {
        order.push(m.version)
        return m.run(c)
      },
    }))
    expect((await pendingMigrations(context, tracked)).map((line) => line.version)).toEqual([1, 2, 3])

    const before = Date.now()
    const first = await migrate(context, tracked)
    expect(order).toEqual([1, 2, 3])
    expect(first.applied.map((m) => [m.version, m.name, m.outcome])).toEqual([
      [1, 'm1', { version: 1, touched: 1 }],
      [2, 'm2', { version: 2, touched: 1 }],
      [3, 'm3', { version: 3, touched: 1 }],
    ])
    expect(first.alreadyApplied).toEqual([])
    expect(first.stopped).toBeUndefined()

    const records = await recordsOf(context).list()
    expect(records.map((r) => [r.version, r.name, r.state])).toEqual([
      [1, 'm1', 'APPLIED'],
      [2, 'm2', 'APPLIED'],
      [3, 'm3', 'APPLIED'],
    ])
    for (const record of records) {
      expect(record.appliedAt).toBeGreaterThanOrEqual(before)
      expect(record.durationMs).toBeGreaterThanOrEqual(25)
      expect(record.outcome).toEqual({ version: record.version, touched: 1 })
    }

    const second = await migrate(context, tracked)
    expect(second).toEqual({ applied: [], alreadyApplied: [1, 2, 3] })
    expect([...runs.values()]).toEqual([1, 1, 1])
    expect(await pendingMigrations(context, tracked)).toEqual([])

    // A later release adds version 4: only it runs.
    const later = counted([1, 2, 3, 4])
    const third = await migrate(context, later.migrations)
    expect(third.applied.map((m) => m.version)).toEqual([4])
    expect([...later.runs.keys()]).toEqual([4])
  })

  it('records nothing of a failing migration, stops there, exits with its error, and retries it next run', async () => {
    const context = await freshContext()
    const broken = counted([1, 2, 3], (version) => version === 2)
    const error = await migrate(context, broken.migrations).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MigrationFailedError)
    expect((error as Error).message).toMatch(
      /^Migration 2 \(m2\) failed: m2 broke\. This run applied 1 first\./,
    )
    expect((error as MigrationFailedError).applied.map((m) => m.version)).toEqual([1])
    expect(broken.runs.get(3)).toBeUndefined()

    const status = await migrationStatus(context, broken.migrations)
    expect(status.map((line) => [line.version, line.status])).toEqual([
      [1, 'applied'],
      [2, 'failed'],
      [3, 'pending'],
    ])
    expect(status[1]).toMatchObject({ error: 'm2 broke' })
    expect(status[1]?.appliedAt).toBeUndefined()
    expect((await recordsOf(context).get(2))?.state).toBe('FAILED')

    const fixed = counted([1, 2, 3])
    const retried = await migrate(context, fixed.migrations)
    expect(retried.applied.map((m) => m.version)).toEqual([2, 3])
    expect(retried.alreadyApplied).toEqual([1])
    expect((await recordsOf(context).get(2))?.state).toBe('APPLIED')
    expect((await recordsOf(context).get(2))?.error).toBeUndefined()
  })

  it('applies each version exactly once across 10 concurrent runs; the others stop and say why', async () => {
    const context = await freshContext()
    const { migrations, runs } = counted([1, 2, 3])
    const results = await Promise.all(Array.from({ length: 10 }, () => migrate(context, migrations)))
    expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 1 })
    const applied = results.flatMap((result) => result.applied.map((m) => m.version)).sort()
    expect(applied).toEqual([1, 2, 3])
    for (const result of results) {
      if (result.stopped) expect(['APPLYING', 'APPLIED']).toContain(result.stopped.reason)
      else expect(result.applied.length + result.alreadyApplied.length).toBe(3)
    }
    expect((await migrationStatus(context, migrations)).every((line) => line.status === 'applied')).toBe(true)
    // Everyone who runs afterwards finds it all done.
    expect(await migrate(context, migrations)).toEqual({ applied: [], alreadyApplied: [1, 2, 3] })
  })

  it('takes over the claim of a run that died once it lapses, and not before', async () => {
    let now = Date.now()
    const context = await freshContext(() => now)
    expect(await recordsOf(context).claim(1, 'm1', 'dead-run', now)).toBe(true)
    const { migrations, runs } = counted([1])

    const blocked = await migrate(context, migrations)
    expect(blocked).toMatchObject({
      applied: [],
      stopped: { version: 1, reason: 'APPLYING', startedAt: now },
    })
    expect(runs.size).toBe(0)
    expect((await migrationStatus(context, migrations))[0]).toMatchObject({
      status: 'applying',
      lapsesAt: now + CLAIM_LAPSES_AFTER_MS,
    })

    now += CLAIM_LAPSES_AFTER_MS
    const resumed = await migrate(context, migrations)
    expect(resumed.applied.map((m) => m.version)).toEqual([1])
    expect(runs.get(1)).toBe(1)
    // The dead run's claim is no longer its own: it cannot overwrite the outcome.
    expect(
      await recordsOf(context).failed(
        { version: 1, name: 'm1', runId: 'dead-run', startedAt: 0 },
        now,
        'late',
      ),
    ).toBe(false)
    expect((await recordsOf(context).get(1))?.state).toBe('APPLIED')
  })

  it('lists versions a newer release recorded, and refuses a registry with a repeated version', async () => {
    const context = await freshContext()
    await context.client.send(
      new PutCommand({
        TableName: context.tables.identity,
        Item: {
          ...migrationKey(9),
          version: 9,
          name: 'future',
          state: 'APPLIED',
          runId: 'r',
          startedAt: 1,
          appliedAt: 2,
        },
      }),
    )
    const { migrations } = counted([1])
    expect((await migrationStatus(context, migrations)).map((line) => [line.version, line.status])).toEqual([
      [1, 'pending'],
      [9, 'unknown'],
    ])
    await expect(migrate(context, [...migrations, ...counted([1]).migrations])).rejects.toThrow(
      'Two migrations have version 1.',
    )
    await expect(migrate(context, counted([0]).migrations)).rejects.toThrow('has version 0')
  })
})

describe('the migrate job', () => {
  it('applies, lists and plans through the jobs runner, and refuses an option it does not know', async () => {
    const context = await freshContext(() => Date.now() + 10 * 60_000)
    const planned = await runJob(context, { job: 'migrate', dryRun: true })
    expect(planned).toMatchObject({
      job: 'migrate',
      dryRun: true,
      wouldApply: [
        { version: 1, status: 'pending' },
        { version: 2, status: 'pending' },
        { version: 3, status: 'pending' },
        { version: 4, status: 'pending' },
      ],
    })
    expect(await recordsOf(context).list()).toEqual([])

    // A misspelt option must not be taken for a real run.
    await expect(runJob(context, { job: 'migrate', dryrun: true })).rejects.toThrow(/dryrun/)
    await expect(runJob(context, { job: 'migrate', list: true, dryRun: true })).rejects.toThrow(
      'Choose one of list and dryRun.',
    )
    expect(await recordsOf(context).list()).toEqual([])

    const applied = await runJob(context, { job: 'migrate' })
    expect(applied).toMatchObject({
      job: 'migrate',
      applied: [{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }],
      alreadyApplied: [],
    })
    const listed = await runJob(context, { job: 'migrate', list: true })
    expect(listed).toMatchObject({
      job: 'migrate',
      migrations: [
        { version: 1, status: 'applied', appliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        { version: 2, status: 'applied' },
        { version: 3, status: 'applied' },
        { version: 4, status: 'applied' },
      ],
    })
    expect(await runJob(context, { job: 'migrate' })).toEqual({
      job: 'migrate',
      applied: [],
      alreadyApplied: [1, 2, 3, 4],
    })
  })
})
