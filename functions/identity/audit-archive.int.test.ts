import { GetObjectCommand } from '@aws-sdk/client-s3'
import { createAuditLog } from '@campus/db'
import { createTestTables } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { lastCompleteDay } from './audit-archive.job'
import { runAnyJob as runJob } from '../jobs/testing'

describe('audit-archive job', () => {
  it("writes a day's audit records to audit/identity/<day>.jsonl, and a rerun replaces the file", async () => {
    const env = await createTestTables()
    const audit = createAuditLog(env.client, env.tables.identity)
    const at = Date.UTC(2026, 10, 20, 10, 0)
    await audit.write({
      entityType: 'user',
      entityId: 'u1',
      action: 'UPDATE',
      actorId: 'a1',
      actorType: 'ADMIN',
      at,
      after: { city: 'X' },
    })
    await audit.write({
      entityType: 'user',
      entityId: 'u2',
      action: 'CREATE',
      actorId: 'a1',
      actorType: 'ADMIN',
      at: at + 1,
    })
    const context = {
      client: env.client,
      s3: env.s3,
      tables: env.tables,
      buckets: env.buckets,
      now: () => Date.UTC(2026, 10, 21, 20, 0),
    }

    expect(lastCompleteDay(context.now())).toBe('2026-11-20')
    for (let run = 0; run < 2; run++) {
      const result = await runJob(context, { job: 'audit-archive' })
      expect(result).toEqual({
        job: 'audit-archive',
        day: '2026-11-20',
        key: 'audit/identity/2026-11-20.jsonl',
        records: 2,
      })
    }
    const object = await env.s3.send(
      new GetObjectCommand({ Bucket: env.buckets.exports, Key: 'audit/identity/2026-11-20.jsonl' }),
    )
    const lines = (await object.Body?.transformToString())
      ?.split('\n')
      .map((line) => JSON.parse(line) as { entityId: string })
    expect(lines?.map((line) => line.entityId)).toEqual(['u1', 'u2'])
  })

  it('refuses an unknown job by name', async () => {
    const env = await createTestTables()
    const context = {
      client: env.client,
      s3: env.s3,
      tables: env.tables,
      buckets: env.buckets,
      now: () => Date.now(),
    }
    await expect(runJob(context, { job: 'nope' })).rejects.toThrow('Unknown job "nope"')
  })
})
