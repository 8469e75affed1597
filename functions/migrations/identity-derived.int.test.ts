import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { directoryKey } from '@campus/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { directoryItems, expectDerivedItemsExact } from '../identity/testing/derived-items'
import { createIdentityFixture, type IdentityFixture } from '../identity/testing/fixture'
import { newUserRecord } from '../identity/users.repository'
import type { JobContext } from '../jobs/context'
import { migrate } from './migrate'
import { migrations } from './registry'

let f: IdentityFixture
let context: JobContext

/** The user ids in one index partition. */
async function partition(index: 'gsi2' | 'gsi3', value: string) {
  const { Items = [] } = await f.env.client.send(
    new QueryCommand({
      TableName: f.env.tables.identity,
      IndexName: index,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': `${index}pk` },
      ExpressionAttributeValues: { ':p': value },
    }),
  )
  return Items.map((item) => item.id as string)
}

beforeAll(async () => {
  f = await createIdentityFixture()
  // The repair leaves head counts alone while users were written in the last minute; this run is later.
  context = {
    client: f.env.client,
    s3: f.env.s3,
    tables: f.env.tables,
    buckets: f.env.buckets,
    now: () => Date.now() + 10 * 60_000,
  }
})

describe('migration 1: identity derived user data', () => {
  it('gives users written before the list keys, search terms, counts and directory all of them', async () => {
    // As an older release stored an HOD and a student: the previous list keys, and nothing derived beside them.
    const legacy = [
      newUserRecord({
        id: 'id-oldhod',
        name: 'Old Hod',
        email: 'oldhod@test.local',
        usertype: 'HOD',
        departmentid: ['dept-c'],
        facultyDeptId: 'fd-3',
      }),
      newUserRecord({
        id: 'id-oldstudent',
        name: 'Old Student',
        email: 'olds@test.local',
        usertype: 'STUDENT',
        registerNo: 'OLD001',
        departmentid: ['dept-c'],
        accYearId: 'ay-9',
        groupId: 'grp-9',
      }),
    ]
    for (const user of legacy) {
      const { Item } = f.entities.user.put(user).params<{ Item: Record<string, unknown> }>()
      const item = Object.fromEntries(
        Object.entries(Item).filter(
          ([name]) => !/^(gsi[2-9]\d*(pk|sk)|listType|unitList|cohortList)$/.test(name),
        ),
      )
      const old =
        user.usertype === 'HOD'
          ? { ...item, gsi2pk: 'FDEPT#fd-3', gsi2sk: `HOD#${user.sortName}#${user.id}` }
          : { ...item, gsi3pk: 'ACCYEAR#ay-9', gsi3sk: `${user.sortName}#${user.id}` }
      await f.env.client.send(new PutCommand({ TableName: f.env.tables.identity, Item: old }))
      for (const [kind, value] of [
        ['EMAIL', user.email],
        ...(user.registerNo ? [['REGNO', user.registerNo]] : []),
      ])
        await f.env.client.send(
          new PutCommand({
            TableName: f.env.tables.identity,
            Item: { pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE', kind, value, userId: user.id },
          }),
        )
    }
    // And a directory entry lost.
    await f.env.client.send(
      new DeleteCommand({ TableName: f.env.tables.directory, Key: directoryKey('REG001') }),
    )
    expect(await partition('gsi3', 'STAFF')).not.toContain('id-oldhod')
    expect(await partition('gsi2', 'GROUP#grp-9')).toEqual([])

    const result = await migrate(context, migrations)
    expect(result.applied.map((m) => [m.version, m.name])).toEqual([
      [1, 'identity-derived-user-data'],
      [2, 'identity-sharded-head-counts'],
    ])
    const outcome = result.applied[0]?.outcome
    expect(outcome).toMatchObject({
      lists: { stale: 2, relisted: 2, changedMeanwhile: 0 },
      terms: { removed: 0 },
      claims: { released: 0 },
      directory: { removed: 0 },
    })
    expect((outcome?.terms as { written: number }).written).toBeGreaterThan(0)
    expect((outcome?.directory as { written: number }).written).toBe(2)

    expect(await partition('gsi3', 'STAFF')).toContain('id-oldhod')
    expect(await partition('gsi2', 'FDEPT#fd-3')).toEqual(['id-oldhod'])
    expect(await partition('gsi2', 'GROUP#grp-9')).toEqual(['id-oldstudent'])
    const directory = await directoryItems(f)
    expect(Object.values(directory).map((entry) => String(entry.userId))).toEqual(
      expect.arrayContaining(['id-student', 'id-oldstudent']),
    )
    // Nothing is left for a full rebuild from the users to put right: list keys, terms, head counts, directory.
    await expectDerivedItemsExact(f)

    // Recorded: the next run applies nothing.
    expect(await migrate(context, migrations)).toEqual({ applied: [], alreadyApplied: [1, 2] })
  })
})
