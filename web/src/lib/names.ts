/**
 * The name of the record with this id in a looked-up list, for screens whose records carry only the id:
 * undefined while the list loads, and `unknown` (such as "Unknown group") when the record is gone, so no screen
 * shows the id.
 */
export function nameIn<Item extends { id: string }>(
  items: readonly Item[] | undefined,
  id: string,
  nameOf: (item: Item) => string,
  unknown: string,
) {
  if (!items) return undefined
  const item = items.find((candidate) => candidate.id === id)
  return item ? nameOf(item) : unknown
}
