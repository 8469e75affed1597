import type { NaacCounts } from '@campus/core'
import { requireTable, type JobContext } from '@campus/runtime'
import { createCountsRepository, STATUS_COUNTER } from './counts.repository'
import { createNaacEntities, type StoredEntry } from './entities'

const ZERO: NaacCounts = { submitted: 0, waiting: 0, approved: 0, unApproved: 0, commentCount: 0 }

const same = (a: NaacCounts, b: NaacCounts) =>
  (Object.keys(ZERO) as (keyof NaacCounts)[]).every((key) => a[key] === b[key])

/**
 * Rebuilds every template's counters from its entries and their threads (manifest job `naac-counts-repair`,
 * nightly): the counters are kept by atomic ADDs after each entry's own write, so a write that died in
 * between leaves them off by one until this runs. Only counters that differ are written, which keeps a
 * counter a live write changed during the run as that write left it unless it was wrong.
 */
export async function runCountsRepair(context: JobContext) {
  const entities = createNaacEntities(context.client, requireTable(context, 'naac'))
  const counts = createCountsRepository(entities)
  const { data: templates } = await entities.template.query.byType({}).go({ pages: 'all' })
  let repaired = 0
  for (const template of templates) {
    const { data: entries } = await entities.entry.query
      .byTemplate({ naacTemplateId: template.id })
      .go({ pages: 'all' })
    const { data: stored } = await entities.counts.query
      .byTemplate({ templateId: template.id })
      .go({ pages: 'all' })
    const rebuilt = new Map<string, NaacCounts>(
      stored.map(({ facultyDeptId }) => [facultyDeptId, { ...ZERO }]),
    )
    const commented = entries.filter((entry) => entry.commentStatus)
    const threads = commented.length
      ? (await entities.thread.get(commented.map(({ id }) => ({ referenceId: id }))).go({ concurrency: 4 }))
          .data
      : []
    const commentsOf = new Map(threads.map((thread) => [thread.referenceId, thread.comments.length]))
    for (const entry of entries as StoredEntry[]) {
      const counted = rebuilt.get(entry.facultyDeptId) ?? { ...ZERO }
      counted.submitted += 1
      counted[STATUS_COUNTER[entry.status]] += 1
      counted.commentCount += commentsOf.get(entry.id) ?? 0
      rebuilt.set(entry.facultyDeptId, counted)
    }
    for (const [facultyDeptId, counted] of rebuilt) {
      const current = stored.find((item) => item.facultyDeptId === facultyDeptId)
      const now: NaacCounts = { ...ZERO, ...current }
      if (current && same(now, counted)) continue
      await counts.put(template.id, facultyDeptId, counted, context.now())
      repaired += 1
    }
  }
  return { templates: templates.length, repaired }
}
