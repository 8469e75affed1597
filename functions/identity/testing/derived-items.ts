import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb'
import { expect } from 'vitest'
import { COUNTS_KEY } from '../user-counts.repository'
import type { IdentityFixture } from './fixture'

/** The counts item's counters, without zeros (writes leave zeros behind; a rebuild writes none), and labels. */
async function countsItem(f: IdentityFixture) {
  const { Item } = await f.env.client.send(
    new GetCommand({ TableName: f.env.tables.identity, Key: COUNTS_KEY }),
  )
  const entries = Object.entries(Item ?? {})
  return {
    counters: Object.fromEntries(entries.filter(([name, value]) => name.startsWith('n#') && value !== 0)),
    labels: Object.fromEntries(entries.filter(([name]) => name.startsWith('label#'))),
  }
}

/** Every item of the student directory, by key (a test may Scan). */
export async function directoryItems(f: IdentityFixture) {
  const { Items = [] } = await f.env.client.send(new ScanCommand({ TableName: f.env.tables.directory }))
  return Object.fromEntries(Items.map((item) => [String(item.pk), item]))
}

/**
 * Checks that writes kept everything derived from users exact: rebuilding from the users finds no list key,
 * search term, head count or student directory entry to fix. (Writes keep labels of years nobody is in any
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
}
