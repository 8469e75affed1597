import { idKeyedRecords, type IdKeyedEntity } from '@campus/db'

/**
 * What `recordsByAge` needs of an ElectroDB entity keyed by `id` alone (a question, a template). Method
 * signatures, so ElectroDB's generic methods fit them.
 */
interface ByAgeEntity<Item> extends IdKeyedEntity<Item> {
  put(item: Item): { go(): Promise<unknown> }
}

/**
 * Records kept as one item each and listed by age (the question bank, the templates): `list` reads every one,
 * oldest or newest first, in one Query (paged); the reads and writes by id are one GetItem or PutItem each. The
 * entity is asked for on each call, so a lazily built entity (lazyEntities) is still built on first use only.
 */
export function recordsByAge<Item>(
  entity: () => ByAgeEntity<Item>,
  list: (order: 'asc' | 'desc') => Promise<{ data: Item[] }>,
) {
  return {
    async list(order: 'asc' | 'desc') {
      const { data } = await list(order)
      return data
    },

    ...idKeyedRecords(entity),

    async put(item: Item) {
      await entity().put(item).go()
    },
  }
}
