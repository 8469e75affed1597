import { AppError, type Caller, type StudentSearchResult } from '@campus/core'
import type { NeedToKnowLookup } from './need-to-know'
import { placementOf, shownWith, type ShownRecord } from './personal-data'
import { isFoundBy, searchPrefix } from './student-search'
import type { StudentSearchRepository } from './student-search.repository'
import type { StoredUser, UsersRepository } from './users.repository'

/** What the search reads of each student: the result's fields, and what its checks and order need. */
const READ = [
  'id',
  'name',
  'sortName',
  'usertype',
  // With the year and group, what decides who may see the phones (need-to-know.ts).
  'departmentid',
  'registerNo',
  'email',
  'phone',
  'parentPhone',
  'degreeName',
  'departmentName',
  'accYear',
  'accYearId',
  'groupId',
  'accountStatus',
] as const satisfies readonly (keyof StoredUser)[]

const byName = (a: { sortName?: string; id?: string }, b: { sortName?: string; id?: string }) =>
  (a.sortName ?? '').localeCompare(b.sortName ?? '') || (a.id ?? '').localeCompare(b.id ?? '')

function toResult(user: ShownRecord<Pick<StoredUser, (typeof READ)[number]>>): StudentSearchResult {
  const { sortName: _sortName, usertype: _usertype, departmentid: _departmentid, ...fields } = user
  return { ...fields, accountStatus: fields.accountStatus as StudentSearchResult['accountStatus'] }
}

/** The header search: students by register number, name, email, phone or parent phone prefix. */
export function createStudentSearchService(deps: {
  search: StudentSearchRepository
  users: UsersRepository
  needToKnow: NeedToKnowLookup
}) {
  return {
    /**
     * One Query on the term index and one BatchGet of the first `count` students by name. A very short text
     * over thousands of students may match more terms than one Query page holds; the results then come from
     * that page. A student is found by phone, and shown with their phones, only by a caller with a reason to
     * see their personal data (personal-data.ts); the others find them by name, register number or email.
     */
    async search(ctx: Caller, text: string, count: number): Promise<StudentSearchResult[]> {
      const prefix = searchPrefix(text)
      if (prefix.length < 2) {
        throw new AppError(400, 'SEARCH_TEXT_TOO_SHORT', 'Type at least 2 letters or digits to search.')
      }
      const hits = await deps.search.find(prefix)
      // A student found through several terms (name and email, say) is one result.
      const candidates = [...new Map(hits.map((hit) => [hit.userId, hit])).values()]
        .map((hit) => ({ id: hit.userId, sortName: hit.sortName }))
        .sort(byName)
        .slice(0, count)
      const students = await deps.users.getMany(
        candidates.map((candidate) => candidate.id),
        READ,
      )
      const relations = deps.needToKnow.of(ctx.actor)
      const shown = await Promise.all(
        students.sort(byName).map(async (student) => {
          const reason = await relations(placementOf(student))
          return isFoundBy(student, prefix, reason !== undefined)
            ? [toResult(shownWith(student, reason))]
            : []
        }),
      )
      return shown.flat()
    },
  }
}

export type StudentSearchService = ReturnType<typeof createStudentSearchService>
