import { randomUUID } from 'node:crypto'
import { baseNameOf, extensionOf } from './rules'

/** Where stored files live: `files/<yyyy>/<mm>/<uuid>/<name>`. */
export const FILES_PREFIX = 'files/'
/** Where uploads without a token wait until a record claims them: `quarantine/<uuid>/<name>`. */
export const QUARANTINE_PREFIX = 'quarantine/'

/** The longest name part of a key, in characters; the record keeps the whole original name. */
export const KEY_NAME_MAX_LENGTH = 120

/**
 * A file name as a key may hold it: letters of any script (with their combining marks), digits, `-`, `_`,
 * `.`, `(`, `)` and spaces; anything else becomes `_`. No leading dots, no runs of dots (so never `..`), at
 * most KEY_NAME_MAX_LENGTH characters with the extension kept.
 * @example safeKeyName('../../Résumé <final>.PDF') // 'Résumé _final_.PDF'
 */
export function safeKeyName(fileName: string) {
  const name = baseNameOf(fileName)
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\-_.() ]/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
  const extension = extensionOf(name)
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name
  const suffix = extension ? `.${name.slice(-extension.length)}` : ''
  const room = KEY_NAME_MAX_LENGTH - suffix.length
  // Cut by code points, so a letter outside the BMP is never split in half.
  const shortStem = [...stem].slice(0, Math.max(room, 1)).join('').trim()
  return `${shortStem || 'file'}${suffix}`
}

/** A new key for a stored file; never taken from the client. */
export function storedFileKey(fileName: string, now: number) {
  const date = new Date(now)
  const year = String(date.getUTCFullYear())
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${FILES_PREFIX}${year}/${month}/${randomUUID()}/${safeKeyName(fileName)}`
}

/** A new key for an upload without a token. */
export const quarantineKey = (fileName: string) =>
  `${QUARANTINE_PREFIX}${randomUUID()}/${safeKeyName(fileName)}`

export const isQuarantined = (fileKey: string) => fileKey.startsWith(QUARANTINE_PREFIX)
