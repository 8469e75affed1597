import { untilProcessed } from '@campus/db'
import type { IdentityEntities } from './entities'
import { studentSearchTerms, type SearchableUser } from './student-search'

/** A user as the search index sees it. */
export type IndexedUser = SearchableUser & { id: string; sortName: string }

export interface SearchTermItem {
  term: string
  userId: string
  sortName: string
}

const keyOf = (item: SearchTermItem) => `${item.term}#${item.userId}`

const itemsOf = (user: IndexedUser | undefined): SearchTermItem[] =>
  user ? studentSearchTerms(user).map((term) => ({ term, userId: user.id, sortName: user.sortName })) : []

/**
 * The student search index: one item per term (`STUDENTSEARCH` / `<term>#<userId>`), written beside each user
 * write. There are no transactions (dynalite has none; ADR 0003), so the users repository puts a write's new
 * terms before the user and deletes its old ones after: a student is never missing from the index, and a term
 * left behind by a failed write is ignored by the search, which checks each student it reads against their
 * terms as stored now. The rebuild removes such leftovers.
 */
export function createStudentSearchRepository(entities: IdentityEntities) {
  const write = (kind: 'put' | 'delete', items: readonly SearchTermItem[]) =>
    untilProcessed(items, async (pending) => {
      const batch =
        kind === 'put'
          ? entities.studentSearchTerm.put(pending)
          : entities.studentSearchTerm.delete(pending.map(({ term, userId }) => ({ term, userId })))
      const { unprocessed } = await batch.go()
      // Unprocessed items come back as attributes; only the key matters for finding the original.
      const left = new Set(unprocessed.map((item) => keyOf(item as SearchTermItem)))
      return { unprocessed: pending.filter((item) => left.has(keyOf(item))) }
    })

  /**
   * How the index differs from what `users` give: terms missing (or carrying an old name) and terms no user
   * has now (left by a write that failed or died between its term and user writes).
   */
  async function differences(users: readonly IndexedUser[]) {
    const { data: stored } = await entities.studentSearchTerm.query.byTerm({}).go({ pages: 'all' })
    const wanted = new Map(users.flatMap(itemsOf).map((item) => [keyOf(item), item]))
    const storedByKey = new Map(stored.map((item) => [keyOf(item), item]))
    const missing = [...wanted.values()].filter(
      (item) => storedByKey.get(keyOf(item))?.sortName !== item.sortName,
    )
    const extra = stored.filter((item) => !wanted.has(keyOf(item)))
    return { terms: wanted.size, missing, extra }
  }

  return {
    /** The items a write adds (all of them when the name changed: they carry it) and removes. */
    changes(before: IndexedUser | undefined, after: IndexedUser | undefined) {
      const previous = new Map(itemsOf(before).map((item) => [keyOf(item), item]))
      const next = itemsOf(after)
      const kept = new Set(next.map(keyOf))
      return {
        added: next.filter((item) => previous.get(keyOf(item))?.sortName !== item.sortName),
        removed: [...previous.values()].filter((item) => !kept.has(keyOf(item))),
      }
    },

    differences,

    put: (items: readonly SearchTermItem[]) => write('put', items),
    remove: (items: readonly SearchTermItem[]) => write('delete', items),

    /** Term items starting with `prefix`: one Query, one page (up to 1 MB, some thousands of terms). */
    async find(prefix: string): Promise<SearchTermItem[]> {
      const { data } = await entities.studentSearchTerm.query.byTerm({}).begins({ term: prefix }).go()
      return data
    },

    /** Makes the index exactly what `users` give: writes missing terms, removes the rest. */
    async rebuild(users: readonly IndexedUser[]) {
      const { terms, missing, extra } = await differences(users)
      await write('put', missing)
      await write('delete', extra)
      return { terms, written: missing.length, removed: extra.length }
    },
  }
}

export type StudentSearchRepository = ReturnType<typeof createStudentSearchRepository>
