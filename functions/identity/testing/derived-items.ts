import { ScanCommand } from '@aws-sdk/lib-dynamodb'
import { contactOf, departmentStaffOf, STAFF_USER_TYPES } from '@campus/db'
import { expect } from 'vitest'
import { createUserCountsRepository } from '../user-counts.repository'
import type { IdentityFixture } from './fixture'

/**
 * Every counts shard's counters, named `<shard> <counter>`, without zeros (writes leave zeros behind; a rebuild
 * writes none), and labels; the single item of the older layout counts as the shard `legacy`.
 */
export async function countsItem(f: IdentityFixture) {
  const { shards, legacy } = await createUserCountsRepository(f.env.client, f.env.tables.identity).read()
  const entries = Object.entries({ ...shards, ...(legacy ? { legacy } : {}) }).flatMap(([shard, item]) =>
    Object.entries(item).map(([name, value]) => [`${shard} ${name}`, value, name] as const),
  )
  return {
    counters: Object.fromEntries(
      entries
        .filter(([, value, name]) => name.startsWith('n#') && value !== 0)
        .map(([key, value]) => [key, value]),
    ),
    labels: Object.fromEntries(
      entries.filter(([, , name]) => name.startsWith('label#')).map(([key, value]) => [key, value]),
    ),
  }
}

/** Every item of the directory table, by `<pk> <sk>` (a test may Scan). */
export async function directoryItems(f: IdentityFixture) {
  const { Items = [] } = await f.env.client.send(new ScanCommand({ TableName: f.env.tables.directory }))
  return Object.fromEntries(Items.map((item) => [`${String(item.pk)} ${String(item.sk)}`, item]))
}

/**
 * The department staff listings no contact gives (a rebuild puts the missing but never removes these): each
 * listing must be of a staff contact that names its department, as `<departmentId> <userId>`.
 */
function strayListings(items: Record<string, Record<string, unknown>>) {
  const contacts = new Map(
    Object.values(items)
      .map(contactOf)
      .filter((entry) => entry !== undefined)
      .map((entry) => [entry.userId, entry]),
  )
  return Object.values(items)
    .map(departmentStaffOf)
    .filter((listing) => listing !== undefined)
    .filter(({ departmentId, entry }) => {
      const contact = contacts.get(entry.userId)
      return (
        !contact ||
        !STAFF_USER_TYPES.includes(contact.usertype) ||
        !contact.departmentIds.includes(departmentId)
      )
    })
    .map(({ departmentId, entry }) => `${departmentId} ${entry.userId}`)
}

/**
 * Checks that writes kept everything derived from users exact: rebuilding from the users finds no list key,
 * search term, head count, student directory entry, contact or department staff listing to fix. (Writes keep labels of years nobody is in any
 * more; a rebuild drops them.)
 */
export async function expectDerivedItemsExact(f: IdentityFixture) {
  const before = await countsItem(f)
  const directoryBefore = await directoryItems(f)
  const rebuilt = await f.users.rebuildIndexes()
  expect(rebuilt).toMatchObject({ relisted: 0, written: 0, removed: 0 })
  const after = await countsItem(f)
  expect(after.counters).toEqual(before.counters)
  expect(before.labels).toMatchObject(after.labels)
  expect(await directoryItems(f)).toEqual(directoryBefore)
  expect(strayListings(directoryBefore)).toEqual([])
}
