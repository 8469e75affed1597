import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { createDirectory, directoryKey } from '@campus/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { directoryItems, expectDerivedItemsExact } from '../identity/testing/derived-items'
import { OLDER_USERS, putAsOlderRelease } from '../identity/testing/older-users'
import { createIdentityFixture, type IdentityFixture } from '../identity/testing/fixture'
import type { JobContext } from '@campus/runtime'
import { migrate } from './migrate'
import { manifests } from '../manifests'
import { plannedMigrations } from './job'

const migrations = plannedMigrations(manifests)

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
    for (const user of OLDER_USERS) await putAsOlderRelease(f, user, { claims: true })
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
      [3, 'identity-contacts'],
      [4, 'identity-department-staff'],
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
    // The older HOD is listed under their department (migration 1's repair, migration 4 finds it done).
    expect(
      (await createDirectory(f.env.client, f.env.tables.directory).staffOfDepartment('dept-c')).map(
        (entry) => entry.userId,
      ),
    ).toEqual(['id-oldhod'])
    // Nothing is left for a full rebuild from the users to put right: list keys, terms, head counts, directory.
    await expectDerivedItemsExact(f)

    // Recorded: the next run applies nothing.
    expect(await migrate(context, migrations)).toEqual({ applied: [], alreadyApplied: [1, 2, 3, 4] })
  })
})
