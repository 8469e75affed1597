import { changedMeanwhile, idKeyedRecords, writtenUnlessConditionFails, type IdKeyedEntity } from '@campus/db'

/*
 * The writes the academics repositories share, over ElectroDB entities. The entity is asked for on each call,
 * so a lazily built entity (lazyEntities) is still built on first use only. The interfaces use method
 * signatures, so ElectroDB's generic condition callbacks fit them.
 */

type UnchangedCondition = (
  attributes: { modifiedOn: unknown },
  operations: { eq(this: void, attribute: unknown, value: number): string },
) => string

/** An entity whose items carry `modifiedOn`, put only if the stored item is unchanged. */
interface ReplaceableEntity<Item> {
  put(item: Item): { where(condition: UnchangedCondition): { go(): Promise<unknown> } }
}

/** A record keyed by id (a department, a regulation, an academic year, a faculty). */
export interface RecordEntity<Item> extends IdKeyedEntity<Item>, ReplaceableEntity<Item> {
  delete(key: { id: string }): { go(): Promise<unknown> }
}

/** Writes `after` only if nobody changed the item since `before` was read (a 409 naming `what` otherwise). */
export const replaceIfUnchanged =
  <Item extends { modifiedOn: number }>(entity: () => ReplaceableEntity<Item>, what: string) =>
  async (after: Item, before: Item) => {
    await entity()
      .put(after)
      .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
      .go()
      .catch(changedMeanwhile(what))
  }

/** A record's reads and writes by id: find, exists, create, replace if unchanged since read, delete. */
export function recordWrites<Item extends { modifiedOn: number }>(
  entity: () => RecordEntity<Item>,
  what: string,
) {
  const records = idKeyedRecords(entity)
  return {
    ...records,
    /** Whether the record exists: one GetItem. */
    exists: async (id: string) => Boolean(await records.find(id)),
    replace: replaceIfUnchanged(entity, what),
    delete: async (id: string) => {
      await entity().delete({ id }).go()
    },
  }
}

/** A record keyed by a folded name or code in its parent's partition, found by its fixed id through gsi3. */
export interface RenamableEntity<Item, Key> extends ReplaceableEntity<Item> {
  query: { byId(key: { id: string }): { go(): Promise<{ data: Item[] }> } }
  create(item: Item): { go(): Promise<unknown> }
  delete(key: Key): { go(): Promise<unknown> }
}

/**
 * The writes of a record keyed by its folded name or code (a group, a regulation subject): a conditional create
 * is the duplicate check, and a rename writes the new item before deleting the old, so an interrupted rename
 * can leave older copies under the same id. `keyOf` picks an item's key.
 */
export function renamableRecordWrites<Item extends { modifiedOn: number }, Key>(
  entity: () => RenamableEntity<Item, Key>,
  what: string,
  keyOf: (item: Item) => Key,
) {
  return {
    /** Every item with this id (gsi3): one, or more when a rename stopped before deleting the old item. */
    copiesOf: async (id: string): Promise<Item[]> => (await entity().query.byId({ id }).go()).data,

    /** Writes the item under its name; false, with nothing written, when the name is taken in its parent. */
    create: (item: Item): Promise<boolean> => writtenUnlessConditionFails(() => entity().create(item).go()),

    /** Writes `after` under the same name only if nobody changed it since `before` was read (a 409 otherwise). */
    replace: replaceIfUnchanged(entity, what),

    /** Deletes these items, one at a time. */
    delete: async (items: readonly Item[]) => {
      for (const item of items) await entity().delete(keyOf(item)).go()
    },
  }
}
