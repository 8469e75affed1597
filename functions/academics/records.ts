import { stripKeys } from '@campus/db'

/** Attributes that exist for keys only (folded names, codes, the group key) and never reach the API. */
const KEY_ONLY = new Set(['nameKey', 'codeKey', 'groupKey'])
type KeyOnly = 'nameKey' | 'codeKey' | 'groupKey'

/** A stored item as the API shows it: no keys, no library attributes, no key-only attributes. */
export function publicRecord<Item extends object>(item: Item): Omit<Item, KeyOnly> {
  return Object.fromEntries(
    Object.entries(stripKeys(item as Record<string, unknown>)).filter(([key]) => !KEY_ONLY.has(key)),
  ) as Omit<Item, KeyOnly>
}

/** A staff assignment shows as the subject it copies. */
export function assignmentRecord(item: Record<string, unknown>): Record<string, unknown> {
  const { staffid: _staffid, ...subject } = publicRecord(item)
  return subject
}
