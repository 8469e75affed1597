import { putFaculties, withToken } from '@campus/testing'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { createNaacFixture } from '../testing/fixture'

/**
 * Issue 30: the legacy "Consolidate Excell" button saves whatever `facultyConsolidateExcell` answers
 * (file-saver's `saveAs(url, "template")`); before the first nightly build that was a JSON error saved as
 * `template.json`. Fresh tables, so no workbook is built until these tests build it.
 */
const f = await createNaacFixture()
// Faculties of this file alone: the exports bucket is shared by every test file, and a workbook's object is
// named by its faculty, so reports.int.test.ts's Technology workbooks must never be overwritten from here.
const suffix = Math.random().toString(36).slice(2, 8)
const medicine = `fac-med-${suffix}`
const law = `fac-law-${suffix}`
await putFaculties(f.env.client, f.env.tables.academics, [
  { id: medicine, name: 'Medicine' },
  { id: law, name: 'Law' },
])
const reportsOf = (facultyIds: string[]) => ({
  customRole: {
    naacRole: [],
    naacReport: facultyIds.map((facultyId) => ({ facultyId, rights: 'AUTHORIZED' as const })),
    modules: [],
  },
})
/** AUTHORIZED for both faculties' reports. */
const reporter = await f.login('reporter', { name: 'Rani Reporter', ...reportsOf([medicine, law]) })
/** AUTHORIZED for Law's only. */
const lawReporter = await f.login('artsReporter', { name: 'Lal Law', ...reportsOf([law]) })

await f.createTemplate({ subCriteria: '1.1.1', title: 'Programmes introduced' })
// The template's sample workbook job, so the counts below are the report builds' alone.
await f.jobs.done()

afterAll(() => expect(f.jobs.errors).toEqual([]))

/** How many jobs have started: the in-process starter starts one on the next turn of the event loop. */
async function jobsStarted() {
  await new Promise((resolve) => setImmediate(resolve))
  return f.jobs.started()
}

const pathOf = (type: string, facultyId: string) =>
  `/boot/consolidateExcel/facultyConsolidateExcell?type=${type}&facultyId=${facultyId}`
const download = (type: string, facultyId = medicine, token = reporter) =>
  f.call('GET', pathOf(type, facultyId), { token })

/** The answer of a text notice: a text file to save, never JSON. */
function expectNotice(answer: Awaited<ReturnType<typeof download>>, status: number, fileName: string) {
  expect(answer.status).toBe(status)
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(answer.headers.get('content-disposition')).toContain(`attachment; filename="${fileName}"`)
  expect(typeof answer.body).toBe('string')
  return answer.body as unknown as string
}

describe('the legacy consolidated Excel download before its first build', () => {
  it('starts the build, says when it will be ready, and answers the workbook once built', async () => {
    const release = f.jobs.hold()
    const before = await jobsStarted()
    const text = expectNotice(await download('GENERAL'), 202, 'template - being built.txt')
    expect(text).toContain("This faculty's consolidated GENERAL workbook had not been built yet")
    expect(text).toMatch(/It should be ready by \d{1,2}:\d{2} [AP]M at the latest\./)
    const retryAfter = Number((await download('GENERAL')).headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The second click joined the build the first started.
    expect(await jobsStarted()).toBe(before + 1)
    expect(await f.ok('GET', '/boot/naacReports/runs/latest', { token: reporter })).toMatchObject({
      status: 'PROCESSING',
      scope: { facultyIds: [medicine], type: 'GENERAL' },
      startedByName: 'Rani Reporter',
    })

    release()
    await f.jobs.done()
    const built = await f.app.request(withToken(pathOf('GENERAL', medicine), reporter))
    expect(built.status).toBe(200)
    expect(built.headers.get('content-disposition')).toContain('template.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await built.arrayBuffer())
    expect(workbook.worksheets.map(({ name }) => name)).toEqual(['1.1.1 Programmes introduced'])
  })

  it('waits for a build of other workbooks that holds the reports, then builds its own', async () => {
    const release = f.jobs.hold()
    expect(
      (await f.call('POST', '/boot/naacReports/runs', { token: reporter, body: { facultyId: medicine } }))
        .status,
    ).toBe(202)
    const started = await jobsStarted()
    const text = expectNotice(await download('GENERAL', law, lawReporter), 202, 'template - being built.txt')
    expect(text).toContain('the reports are being built now')
    expect(text).toContain('started by Rani Reporter')
    expect(await jobsStarted()).toBe(started)
    release()
    await f.jobs.done()

    expectNotice(await download('GENERAL', law, lawReporter), 202, 'template - being built.txt')
    await f.jobs.done()
    expect((await download('GENERAL', law, lawReporter)).status).toBe(200)
  })

  it('answers a text file, and builds nothing, when there is no template of the type', async () => {
    const before = await jobsStarted()
    const text = expectNotice(await download('MEDICAL'), 404, 'template - nothing to consolidate.txt')
    expect(text).toContain('There is no MEDICAL template yet')
    expect(await jobsStarted()).toBe(before)
  })

  it('still refuses a faculty the caller is not AUTHORIZED for', async () => {
    expect((await download('GENERAL', medicine, lawReporter)).status).toBe(403)
  })
})
