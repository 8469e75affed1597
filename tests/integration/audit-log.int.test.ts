// The identity manifest names its tables (TableName), so `tables.identity` is known here.
import type {} from '@campus/functions/identity/manifest'
import { createTestTables } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createAuditLog } from '@campus/db'

describe('audit log', () => {
  it('writes many records in batches, without hidden fields, each findable by record and by day', async () => {
    const env = await createTestTables()
    const audit = createAuditLog(env.client, env.tables.identity)
    const at = Date.UTC(2026, 10, 21, 9, 0)
    const records = Array.from({ length: 60 }, (_, index) => ({
      entityType: 'user',
      entityId: `u${index}`,
      action: 'IMPORT',
      actorId: 'admin',
      actorType: 'ADMIN',
      at: at + index,
      after: { name: `Person ${index}`, passwordHash: 'secret' },
    }))

    await audit.writeMany(records)

    const day = await audit.listForDay('2026-11-21')
    expect(day.map((record) => record.entityId)).toEqual(records.map((record) => record.entityId))
    const [one] = await audit.listForRecord('user', 'u7')
    expect(one?.after).toEqual({ name: 'Person 7' })
  })
})

describe('audit records written ahead of their change', () => {
  it('are found again rather than doubled, can be taken back, and are listed since a time across days', async () => {
    const env = await createTestTables()
    const audit = createAuditLog(env.client, env.tables.identity)
    const midnight = Date.UTC(2026, 10, 22)
    const record = (at: number, id: string) => ({
      entityType: 'user',
      entityId: id,
      action: 'UPDATE',
      actorId: 'admin',
      actorType: 'ADMIN',
      at,
      auditId: `${id}.v2`,
    })
    expect(await audit.write(record(midnight - 30_000, 'u1'))).toBe(true)
    expect(await audit.write(record(midnight - 30_000, 'u1'))).toBe(false)
    expect(await audit.listForRecord('user', 'u1')).toHaveLength(1)
    await audit.write(record(midnight + 10_000, 'u2'))
    await audit.write(record(midnight - 120_000, 'u3'))

    const since = await audit.listSince(midnight - 60_000, midnight + 20_000)
    expect(since.map((item) => item.entityId)).toEqual(['u1', 'u2'])

    await audit.remove([{ ...record(midnight - 30_000, 'u1') }])
    expect(await audit.listForRecord('user', 'u1')).toEqual([])
  })
})
