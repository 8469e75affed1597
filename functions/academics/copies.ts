import { orNotFound } from '@campus/core'

/**
 * Of the items with one id (gsi3), the newest, and any older copies a rename or code change interrupted between
 * writing the new item and deleting the old one left behind (writes clear those); a 404 when there is none.
 */
export function currentAndStale<Item extends { modifiedOn: number }>(
  copies: Item[],
  entity: string,
  id: string,
) {
  const [current, ...stale] = copies.sort((a, b) => b.modifiedOn - a.modifiedOn)
  return { current: orNotFound(current, entity, id), stale }
}
