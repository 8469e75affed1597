import { randomBytes } from 'node:crypto'
import type { NaacCounts, NaacEntryStatus } from '@campus/core'
import { isConditionalFailure } from '@campus/db'
import type { NaacEntities, StoredCounts, StoredEntry } from './entities'

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

export const ZERO_COUNTS: NaacCounts = {
  submitted: 0,
  waiting: 0,
  approved: 0,
  unApproved: 0,
  commentCount: 0,
}

/**
 * A write's mark this old belongs to a write that died between its entry and its count: no write runs longer
 * than the Lambda it runs in, and the longest that writes counters (the import job) runs 10 minutes.
 */
export const WRITE_MARK_STALE_MS = 11 * 60 * 1000

/**
 * How long after the last write here a recount waits: it queries the entries' index, which may lag a write
 * by a moment, so it counts only once every finished write is in it.
 */
export const RECOUNT_SETTLE_MS = 10 * 1000

/** A write's mark: when it began, and a random part so two marks never collide. */
export type CountsMark = string

/** Whether the write that left `mark` may still be under way at `at`. */
export const isLiveMark = (mark: CountsMark, at: number) =>
  Number(mark.split('#')[0]) >= at - WRITE_MARK_STALE_MS

/** The counters of entries (of one template), per faculty department, with their threads' comments. */
export async function countEntries(
  entities: NaacEntities,
  entries: readonly StoredEntry[],
): Promise<Map<string, NaacCounts>> {
  const commented = entries.filter((entry) => entry.commentStatus)
  const threads = commented.length
    ? (await entities.thread.get(commented.map(({ id }) => ({ referenceId: id }))).go({ concurrency: 4 }))
        .data
    : []
  const commentsOf = new Map(threads.map((thread) => [thread.referenceId, thread.comments.length]))
  const counted = new Map<string, NaacCounts>()
  for (const entry of entries) {
    const counts = counted.get(entry.facultyDeptId) ?? { ...ZERO_COUNTS }
    counts.submitted += 1
    counts[STATUS_COUNTER[entry.status]] += 1
    counts.commentCount += commentsOf.get(entry.id) ?? 0
    counted.set(entry.facultyDeptId, counts)
  }
  return counted
}

const countsOf = (data: Partial<NaacCounts> | null | undefined): NaacCounts => ({
  submitted: data?.submitted ?? 0,
  waiting: data?.waiting ?? 0,
  approved: data?.approved ?? 0,
  unApproved: data?.unApproved ?? 0,
  commentCount: data?.commentCount ?? 0,
})

/**
 * A template's counters per faculty department, kept at write time: every write that changes what they count
 * adds its delta with one atomic ADD after its own conditional write, so concurrent approvals never lose a
 * count. A write that may die in between marks the counters first (`begin`) and clears its mark with its ADD;
 * a read that finds only marks of dead writes (WRITE_MARK_STALE_MS) and no write since RECOUNT_SETTLE_MS
 * recounts the department's entries and writes the counters over what it read (issue 29), so a crash leaves
 * a count off only until the next read, not until `naac-counts-repair` runs at night.
 */
export function createCountsRepository(entities: NaacEntities, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now

  /** Whether every write that marked `item` died, and nothing was written here lately: a recount is exact. */
  const needsRecount = (item: StoredCounts, at: number) => {
    const marks = item.writing ?? []
    return (
      marks.length > 0 &&
      !marks.some((mark) => isLiveMark(mark, at)) &&
      (item.touchedOn ?? 0) < at - RECOUNT_SETTLE_MS
    )
  }

  /**
   * The department's entries counted again and written over the counters read, unless a write came meanwhile
   * (one conditional UpdateItem on the revision read); then the read answers what it read, and the next recounts.
   */
  async function recount(read: StoredCounts): Promise<NaacCounts> {
    const { templateId, facultyDeptId } = read
    const { data } = await entities.entry.query
      .byTemplate({ naacTemplateId: templateId, facultyDeptId })
      .go({ pages: 'all' })
    const counted = (await countEntries(entities, data)).get(facultyDeptId) ?? { ...ZERO_COUNTS }
    try {
      await entities.counts
        .update({ templateId, facultyDeptId })
        .set({ ...counted, changedOn: now() })
        .add({ revision: 1 })
        .delete({ writing: read.writing ?? [] })
        .where(({ revision }, { eq }) => eq(revision, read.revision ?? 0))
        .go({ response: 'none', originalErr: true })
      return counted
    } catch (error) {
      if (isConditionalFailure(error)) return countsOf(read)
      throw error
    }
  }

  return {
    /** One GetItem; zeros before the first entry. A recount first when a write died on these counters. */
    async get(templateId: string, facultyDeptId: string): Promise<NaacCounts> {
      const { data } = await entities.counts.get({ templateId, facultyDeptId }).go()
      if (data && needsRecount(data, now())) return recount(data)
      return countsOf(data)
    },

    /**
     * Marks the counters before a write that will change what they count (one UpdateItem): `add` with the
     * mark clears it. A mark left behind says the write died in between, and the next read recounts.
     */
    async begin(templateId: string, facultyDeptId: string): Promise<CountsMark> {
      const at = now()
      const mark = `${at}#${randomBytes(6).toString('hex')}`
      await entities.counts
        .update({ templateId, facultyDeptId })
        .add({ writing: [mark], revision: 1 })
        .set({ touchedOn: at })
        .go({ response: 'none' })
      return mark
    },

    /**
     * One atomic UpdateItem ADD of the delta, clearing the write's `mark`. `entriesChangedOn` is given by
     * writes that change an entry, so the report build (reports/build.job.ts) knows which templates' workbooks
     * to rebuild: then the write is made even when no counter moves (an edit). Nothing is written when
     * neither changes and there is no mark to clear.
     */
    async add(
      templateId: string,
      facultyDeptId: string,
      delta: CountsDelta,
      entriesChangedOn?: number,
      mark?: CountsMark,
    ) {
      const changes = Object.fromEntries(Object.entries(delta).filter(([, value]) => value))
      if (!Object.keys(changes).length && entriesChangedOn === undefined && !mark) return
      const update = entities.counts
        .update({ templateId, facultyDeptId })
        .add({ ...changes, revision: 1 })
        .set({ touchedOn: now(), ...(entriesChangedOn === undefined ? {} : { changedOn: entriesChangedOn }) })
      await (mark ? update.delete({ writing: [mark] }) : update).go({ response: 'none' })
    },

    /** Clears the mark of a write that changed nothing after all (its conditional write failed). */
    release: (templateId: string, facultyDeptId: string, mark: CountsMark) =>
      entities.counts
        .update({ templateId, facultyDeptId })
        .delete({ writing: [mark] })
        .set({ touchedOn: now() })
        .add({ revision: 1 })
        .go({ response: 'none' }),

    /**
     * Sets the counters to what a rebuild counted (the repair job). Counters that were wrong mean a write died
     * after changing an entry, so the entries count as changed at `changedOn`.
     */
    async put(templateId: string, facultyDeptId: string, counts: NaacCounts, changedOn: number) {
      await entities.counts.put({ templateId, facultyDeptId, ...ZERO_COUNTS, ...counts, changedOn }).go()
    },
  }
}

export type CountsRepository = ReturnType<typeof createCountsRepository>
