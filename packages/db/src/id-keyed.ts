/**
 * What `idKeyedRecords` needs of an ElectroDB entity whose items are keyed by `id` alone. Method signatures,
 * so ElectroDB's generic methods fit them.
 */
export interface IdKeyedEntity<Item> {
  get(key: { id: string }): { go(): Promise<{ data: Item | null }> }
  create(item: Item): { go(): Promise<unknown> }
}

/**
 * The read and the create of records kept as one item each, keyed by id: one GetItem, one conditional PutItem.
 * The entity is asked for on each call, so an entity built lazily (lazyEntities) is built on first use only.
 */
export function idKeyedRecords<Item>(entity: () => IdKeyedEntity<Item>) {
  return {
    /** One GetItem. */
    find: async (id: string): Promise<Item | undefined> =>
      (await entity().get({ id }).go()).data ?? undefined,

    create: async (item: Item) => {
      await entity().create(item).go()
    },
  }
}

/** The DynamoDB key of the item an ElectroDB `get` names, for the reads that batch several kinds of item. */
export const keyOf = (get: { params<Params>(): Params }) => get.params<{ Key: Record<string, string> }>().Key
