import type { NaacCounts } from '@campus/core'
import { requireTable, type JobContext } from '@campus/runtime'
import { countEntries, createCountsRepository, isLiveMark, ZERO_COUNTS } from './counts.repository'
import { createNaacEntities } from './entities'

const same = (a: NaacCounts, b: NaacCounts) =>
  (Object.keys(ZERO_COUNTS) as (keyof NaacCounts)[]).every((key) => a[key] === b[key])

/**
 * Rebuilds every template's counters from its entries and their threads (manifest job `naac-counts-repair`,
 * nightly): the counters are kept by atomic ADDs after each entry's own write, and a read recounts those a
 * write died on (counts.repository.ts); this catches what no read has asked for since. Only counters that
 * differ are written, and none a write is under way on (a live mark), which keeps
 * a counter a live write changed during the run as that write left it.
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
      stored.map(({ facultyDeptId }) => [facultyDeptId, { ...ZERO_COUNTS }]),
    )
    for (const [facultyDeptId, counted] of await countEntries(entities, entries))
      rebuilt.set(facultyDeptId, counted)
    const at = context.now()
    for (const [facultyDeptId, counted] of rebuilt) {
      const current = stored.find((item) => item.facultyDeptId === facultyDeptId)
      const live = (current?.writing ?? []).some((mark) => isLiveMark(mark, at))
      const now: NaacCounts = { ...ZERO_COUNTS, ...current }
      if (live || (current && same(now, counted))) continue
      await counts.put(template.id, facultyDeptId, counted, context.now())
      repaired += 1
    }
  }
  return { templates: templates.length, repaired }
}
