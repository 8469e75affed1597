import type { NaacCounts, NaacEntryStatus } from '@campus/core'
import type { NaacEntities } from './entities'

/** A change to a template's counters in one faculty department; negative numbers count down. */
export type CountsDelta = Partial<NaacCounts>

/** The counter each entry status is counted in. */
export const STATUS_COUNTER = {
  WAITING: 'waiting',
  APPROVED: 'approved',
  UNAPPROVED: 'unApproved',
} as const satisfies Record<NaacEntryStatus, keyof NaacCounts>

/** The counters an entry moving from one status to another changes. */
export const statusChange = (from: NaacEntryStatus, to: NaacEntryStatus): CountsDelta =>
  from === to ? {} : { [STATUS_COUNTER[from]]: -1, [STATUS_COUNTER[to]]: 1 }

/** Adds deltas together, for one write per batch. */
export function sumDeltas(deltas: readonly CountsDelta[]): CountsDelta {
  const total: Record<string, number> = {}
  for (const delta of deltas)
    for (const [key, value] of Object.entries(delta)) total[key] = (total[key] ?? 0) + (value ?? 0)
  return Object.fromEntries(Object.entries(total).filter(([, value]) => value !== 0))
}

const ZERO: NaacCounts = { submitted: 0, waiting: 0, approved: 0, unApproved: 0, commentCount: 0 }

/**
 * A template's counters per faculty department, kept at write time: every write that changes what they count
 * adds its delta with one atomic ADD after its own conditional write, so concurrent approvals never lose a
 * count; `naac-counts-repair` rebuilds them from the entries should a write die in between.
 */
export function createCountsRepository(entities: NaacEntities) {
  return {
    /** One GetItem; zeros before the first entry. */
    async get(templateId: string, facultyDeptId: string): Promise<NaacCounts> {
      const { data } = await entities.counts.get({ templateId, facultyDeptId }).go()
      return {
        submitted: data?.submitted ?? 0,
        waiting: data?.waiting ?? 0,
        approved: data?.approved ?? 0,
        unApproved: data?.unApproved ?? 0,
        commentCount: data?.commentCount ?? 0,
      }
    },

    /**
     * One atomic UpdateItem ADD of the delta. `entriesChangedOn` is given by writes that change an entry, so the
     * report build (reports/build.job.ts) knows which templates' workbooks to rebuild: then the write is made
     * even when no counter moves (an edit). Nothing is written when neither changes.
     */
    async add(templateId: string, facultyDeptId: string, delta: CountsDelta, entriesChangedOn?: number) {
      const changes = Object.fromEntries(Object.entries(delta).filter(([, value]) => value))
      if (!Object.keys(changes).length && entriesChangedOn === undefined) return
      const update = entities.counts.update({ templateId, facultyDeptId })
      await (
        entriesChangedOn === undefined
          ? update.add(changes)
          : update.add(changes).set({ changedOn: entriesChangedOn })
      ).go()
    },

    /**
     * Sets the counters to what a rebuild counted (the repair job). Counters that were wrong mean a write died
     * after changing an entry, so the entries count as changed at `changedOn`.
     */
    async put(templateId: string, facultyDeptId: string, counts: NaacCounts, changedOn: number) {
      await entities.counts.put({ templateId, facultyDeptId, ...ZERO, ...counts, changedOn }).go()
    },
  }
}

export type CountsRepository = ReturnType<typeof createCountsRepository>
