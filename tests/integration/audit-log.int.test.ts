import { createTestTables } from '@campus/testing'
import { describe, expect, inject, it } from 'vitest'
import { createAuditLog } from '@campus/db'

describe('audit log', () => {
  it('writes many records in batches, without hidden fields, each findable by record and by day', async () => {
    const env = await createTestTables({
      dynamoEndpoint: inject('dynamoEndpoint'),
      s3Endpoint: inject('s3Endpoint'),
    })
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
