/**
 * The terms a student is found by in the header search, and the prefix a search text becomes. Stored terms
 * and search text go through the same folding, so a match never depends on case, spaces, dashes, dots, '@'
 * or '+'. This is the only definition: user writes, the search and the rebuild all use it.
 */

/** What the terms are built from. */
export interface SearchableUser {
  usertype: string
  name: string
  email: string
  registerNo?: string | undefined
  phone?: string | undefined
  parentPhone?: string | undefined
}

/**
 * Name words that get a term of their own. With register number, email and two phones (three forms each)
 * this keeps a student at most 14 term items: one BatchWriteItem, well inside DynamoDB's 25.
 */
export const MAX_NAME_WORDS = 6
/** Longer terms and search texts are cut to this, the same way on both sides. */
export const MAX_TERM_LENGTH = 64

/** Lower-case letters (with their marks, for Indian scripts) and digits, nothing else. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '')
    .slice(0, MAX_TERM_LENGTH)

/**
 * A phone as the national number, with and without the 91 and 0 prefixes people type, so '+91 98400 12345'
 * is found by '98400', '9840012345', '+91 98400' and '098400'.
 */
function phoneTerms(phone: string | undefined) {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.slice(-10)
  if (national.length < 10) return digits ? [digits] : []
  return [national, `91${national}`, `0${national}`]
}

/**
 * Every word of the name starts a term that runs to the end of the name: 'Meena Raghavan' gives
 * 'meenaraghavan' and 'raghavan', so each word, the full name and 'meena ragh' all match by prefix.
 */
function nameTerms(name: string) {
  const words = name.split(/\s+/).map(fold).filter(Boolean).slice(0, MAX_NAME_WORDS)
  return words.map((_, index) => words.slice(index).join('').slice(0, MAX_TERM_LENGTH))
}

/**
 * The search terms of a user: none unless a student. Without `phones`, only the terms anyone who may look the
 * student up can use (personal-data.ts): a phone finds a student only for those who may see it.
 */
export function studentSearchTerms(user: SearchableUser, phones = true): string[] {
  if (user.usertype !== 'STUDENT') return []
  const terms = [
    fold(user.registerNo ?? ''),
    fold(user.email),
    ...nameTerms(user.name),
    ...(phones ? [...phoneTerms(user.phone), ...phoneTerms(user.parentPhone)] : []),
  ]
  // A one-character term could only match a one-character text, which the search refuses.
  return [...new Set(terms.filter((term) => term.length >= 2))]
}

/** The prefix a search text looks up. */
export const searchPrefix = (text: string) => fold(text)

/**
 * Whether the user, as stored now, is found by `prefix`: the search checks this against stale terms, and
 * without `phones` for a caller who may not see the student's phones.
 */
export const isFoundBy = (user: SearchableUser, prefix: string, phones = true) =>
  studentSearchTerms(user, phones).some((term) => term.startsWith(prefix))
