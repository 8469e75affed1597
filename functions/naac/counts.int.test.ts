import { describe, expect, it } from 'vitest'
import { createCountsRepository, RECOUNT_SETTLE_MS, WRITE_MARK_STALE_MS } from './counts.repository'
import { createNaacEntities } from './entities'
import { createNaacFixture, VALUES } from './testing/fixture'

/** Issue 29: a count a crash left wrong is put right by the next read, not the nightly repair. */
const f = await createNaacFixture()
const entities = createNaacEntities(f.env.client, f.env.tables.naac)
const storedCounts = async (templateId: string) =>
  (await entities.counts.get({ templateId, facultyDeptId: f.eng }).go({ consistent: true })).data

/**
 * A write that died after its entry and before its count, `age` ago: its mark (made with a clock moved back),
 * then a copy of `entryId` under a new id, and nothing more.
 */
async function diedWriting(templateId: string, entryId: string, age: number) {
  const counts = createCountsRepository(entities, { now: () => Date.now() - age })
  await counts.begin(templateId, f.eng)
  const { data: entry } = await entities.entry.get({ id: entryId }).go()
  await entities.entry.create({ ...entry!, id: `${entryId.slice(0, 20)}dead` }).go()
}

describe('the counters of a template in a faculty department', () => {
  it('are left without marks by writes that finished', async () => {
    const template = await f.createTemplate({ subCriteria: '4.1.1', title: 'Facilities' })
    await f.createEntry(template.id, VALUES)
    expect(await f.countsOf(template.id)).toMatchObject({ submitted: 1, waiting: 1 })
    expect(await storedCounts(template.id)).not.toHaveProperty('writing')
  })

  it('are recounted by the next read after a write died between its entry and its count', async () => {
    const template = await f.createTemplate({ subCriteria: '4.1.2', title: 'Library' })
    const entry = await f.createEntry(template.id, VALUES)
    await diedWriting(template.id, entry.id, WRITE_MARK_STALE_MS + 60_000)
    // Off by one until a read notices the dead write's mark.
    expect(await storedCounts(template.id)).toMatchObject({ submitted: 1, waiting: 1 })
    expect(await f.countsOf(template.id)).toMatchObject({ submitted: 2, waiting: 2, approved: 0 })
    expect(await storedCounts(template.id)).toMatchObject({ submitted: 2, waiting: 2 })
    expect(await storedCounts(template.id)).not.toHaveProperty('writing')
    // And the next write counts on from the repaired figure.
    await f.createEntry(template.id, VALUES)
    expect(await f.countsOf(template.id)).toMatchObject({ submitted: 3, waiting: 3 })
  })

  it('are not recounted while a write may still be under way, or right after a write', async () => {
    const template = await f.createTemplate({ subCriteria: '4.1.3', title: 'Labs' })
    const entry = await f.createEntry(template.id, VALUES)
    await diedWriting(template.id, entry.id, WRITE_MARK_STALE_MS - 60_000)
    expect(await f.countsOf(template.id)).toMatchObject({ submitted: 1 })
    expect((await storedCounts(template.id))?.writing).toHaveLength(1)

    const late = await f.createTemplate({ subCriteria: '4.1.4', title: 'Hostels' })
    const lateEntry = await f.createEntry(late.id, VALUES)
    await diedWriting(late.id, lateEntry.id, WRITE_MARK_STALE_MS + 60_000)
    // A write just now: the entries' index may not have it yet, so the read waits RECOUNT_SETTLE_MS.
    await createCountsRepository(entities).add(late.id, f.eng, {}, Date.now())
    expect(RECOUNT_SETTLE_MS).toBeGreaterThan(0)
    expect(await f.countsOf(late.id)).toMatchObject({ submitted: 1 })
  })
})
