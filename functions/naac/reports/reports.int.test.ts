import { numberedPages, testPdf } from '@campus/reports/testing/pdfs'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { manifest } from '../manifest'
import { createNaacFixture, FACULTIES, VALUES } from '../testing/fixture'
import { SHEET_HEADERS } from '../imports/testing/workbooks'
import { REPORT_REFUSAL } from './report-rights'

/** The report side of naac over the real emulators: workbooks, builds, merges, the pre-check, rights. */
const f = await createNaacFixture()
const { tokens } = f
const tech = FACULTIES.technology.id
/** A faculty's built workbooks: the administrator's and who is AUTHORIZED for the faculty. */
const FACULTY_WORKBOOKS = `/boot/consolidateExcel/faculty?facultyId=${tech}`
/** Each template's workbook of criterion 1, every faculty: any AUTHORIZED user's. */
const CRITERION_WORKBOOKS = '/boot/naacCriteriaExcel?query=filter:criteria eq 1'

const template = await f.createTemplate({ subCriteria: '1.1.1', title: 'Programmes introduced' })
const other = await f.createTemplate({ subCriteria: '1.2.1', title: 'Courses', position: '2' })
const first = await f.createEntry(template.id, { ...VALUES, programme: 'B.E. Civil' })
await f.createEntry(template.id, { ...VALUES, programme: 'M.Sc. Physics' }, tokens.scienceAuthorizer, f.sci)

const workbookOf = async (url: string) => {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  return workbook
}
const rowsOf = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []))

async function build(body: Record<string, unknown> = {}, token = tokens.reporter) {
  const started = await f.call('POST', '/boot/naacReports/runs', { token, body })
  expect(started.status, JSON.stringify(started.body)).toBe(202)
  await f.jobs.done()
  return f.ok<Record<string, number | string>>('GET', '/boot/naacReports/runs/latest', { token })
}

describe('report workbooks', () => {
  it('builds a faculty’s workbooks and answers them cell by cell from the entries', async () => {
    const run = await build({ facultyId: tech })
    expect(run).toMatchObject({ status: 'COMPLETED', rebuilt: 3, unchanged: 0, total: 3, done: 3 })
    const [general] = await f.ok<{ type: string; rows: number; xlsFile: { url: string; fileKey: string } }[]>(
      'GET',
      FACULTY_WORKBOOKS,
      { token: tokens.reporter },
    )
    expect(general).toMatchObject({ type: 'GENERAL', rows: 2, xlsFile: { fileKey: 'template.xlsx' } })
    const workbook = await workbookOf(general!.xlsFile.url)
    expect(workbook.worksheets.map(({ name }) => name)).toEqual([
      '1.1.1 Programmes introduced',
      '1.2.1 Courses',
    ])
    const [header, ...rows] = rowsOf(workbook.worksheets[0])
    // The form's fields in order (its heading and hidden version left out), its file field among them.
    expect(header).toEqual([
      'S.No',
      'Faculty',
      'Department',
      ...SHEET_HEADERS,
      'Proof',
      'Status',
      'Created By',
      'Created On',
      'Modified On',
    ])
    // Department by department (by name), newest first within each.
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      [1, 'Technology', 'Engineering', 'B.E. Civil'],
      [2, 'Technology', 'Science', 'M.Sc. Physics'],
    ])
    expect(rows[0]!.slice(5, 11)).toEqual(['2019', '01/06/2019', undefined, 'UG', undefined, 'WAITING'])
    expect(rows[0]![11]).toBe('Ishaan Inputter')
    expect(rowsOf(workbook.worksheets[1])).toHaveLength(1)

    const perTemplate = await f.ok<{ naacTemplateId: string; rows: number }[]>(
      'GET',
      `/boot/naacFacultyConsolidate?query=filter:facultyId eq ${tech}`,
      { token: tokens.reporter },
    )
    expect(perTemplate.map(({ naacTemplateId, rows }) => [naacTemplateId, rows]).sort()).toEqual(
      [
        [template.id, 2],
        [other.id, 0],
      ].sort(),
    )
  })

  it('rebuilds only what changed, and the legacy download answers the file', async () => {
    expect(await build({ facultyId: tech })).toMatchObject({ status: 'COMPLETED', rebuilt: 0, unchanged: 3 })
    await f.ok('PUT', `/boot/naac/${first.id}`, {
      token: tokens.authorizer,
      body: { ...first, status: 'APPROVED' },
    })
    // The type's workbook and that template's; the other template's stays.
    expect(await build({ facultyId: tech })).toMatchObject({ rebuilt: 2, unchanged: 1 })
    const legacy = await f.call(
      'GET',
      `/boot/consolidateExcel/facultyConsolidateExcell?type=GENERAL&facultyId=${tech}`,
      {
        token: tokens.reporter,
      },
    )
    expect(legacy.status).toBe(200)
    expect(legacy.headers.get('content-disposition')).toContain('template.xlsx')
  })

  it('builds the college’s criteria workbooks with the pre-check', async () => {
    const run = await build({ criteria: '1', type: 'GENERAL' })
    expect(run).toMatchObject({ status: 'COMPLETED', total: 3 })
    const byTemplate = await f.ok<{ naacTemplateId: string; rows: number }[]>(
      'GET',
      '/boot/naacCriteriaExcel?query=filter:criteria eq 1',
      { token: tokens.reporter },
    )
    expect(byTemplate.find(({ naacTemplateId }) => naacTemplateId === template.id)?.rows).toBe(2)
    const [complete] = await f.ok<{ rows: number; xlsFile: { url: string } }[]>(
      'GET',
      '/boot/naacExcelByCriteria?query=filter:criteria eq 1,type eq GENERAL',
      { token: tokens.reporter },
    )
    expect(complete?.rows).toBe(2)
    expect((await workbookOf(complete!.xlsFile.url)).worksheets).toHaveLength(2)
    const precheck = await f.ok<{ blocking: number; templates: Record<string, unknown>[] }>(
      'GET',
      '/boot/naacReports/precheck?query=filter:criteria eq 1,type eq GENERAL',
      { token: tokens.reporter },
    )
    // One entry waits (Science); the other template has none.
    expect(precheck.templates.map(({ id, waiting, noEntries }) => [id, waiting, noEntries])).toEqual([
      [template.id, 1, false],
      [other.id, 0, true],
    ])
    expect(precheck.blocking).toBe(2)
  })

  it('builds every workbook nightly, recording its own run', async () => {
    const nightly = manifest.jobs.find(({ name }) => name === 'naac-reports')
    expect(nightly?.schedule).toEqual({ minute: '0', hour: '20' })
    await nightly!.run(f.jobs.context(), {})
    expect(await f.ok('GET', '/boot/naacReports/runs/latest', { token: tokens.reporter })).toMatchObject({
      status: 'COMPLETED',
      scope: {},
      startedByName: 'Nightly build',
    })
  })

  it('starts one build of many asked at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', '/boot/naacReports/runs', { token: tokens.reporter, body: { facultyId: tech } }),
      ),
    )
    expect(answers.filter(({ status }) => status === 202)).toHaveLength(1)
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(19)
    expect(answers.find(({ status }) => status === 409)?.body.error?.code).toBe('REPORTS_RUNNING')
    await f.jobs.done()
  })

  it('refuses a faculty’s reports to users not AUTHORIZED for it, with the legacy text', async () => {
    for (const token of [tokens.artsReporter, tokens.hod, tokens.authorizer]) {
      const refused = await f.call('GET', FACULTY_WORKBOOKS, { token })
      expect(refused.status).toBe(403)
      expect(refused.body.error?.message).toBe(REPORT_REFUSAL)
    }
  })

  it.each([
    ['GET', FACULTY_WORKBOOKS, 'admin', 200],
    ['GET', FACULTY_WORKBOOKS, 'student', 403],
    ['GET', FACULTY_WORKBOOKS, 'nobody', 401],
    // College-wide reports: any AUTHORIZED user; building everything: the administrator.
    ['GET', CRITERION_WORKBOOKS, 'artsReporter', 200],
    ['GET', CRITERION_WORKBOOKS, 'hod', 403],
    ['GET', '/boot/consolidateExcel/mergeNaacConsolidate?facultyIds=a', 'reporter', 403],
    ['GET', '/boot/naacCriteriaExcel', 'reporter', 400],
    ['GET', '/boot/naacCriteriaExcel?query=filter:criteria eq 9', 'reporter', 400],
    ['POST', '/boot/naacReports/runs', 'reporter', 400, { facultyId: tech, x: 1 }],
  ] as const)(
    'shows reports to the administrator and AUTHORIZED users only: %s %s as %s answers %i',
    async (method, path, who, status, body?: object) => {
      const token = who === 'nobody' ? undefined : tokens[who]
      expect((await f.call(method, path, { token, body })).status).toBe(status)
    },
  )
})

describe('merges of attachments', () => {
  it('merges the faculty’s files into PDFs, lists the rest, and refuses a second merge while one runs', async () => {
    const pdf = await f.upload('report.pdf', await testPdf(numberedPages(3, 1_000)))
    await f.createEntry(template.id, { ...VALUES, proof: { versionId: pdf.versionId, fileKey: pdf.fileKey } })

    const path = `/boot/naac/download-request?facultyId=${tech}&naacTemplateId=${template.id}`
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => f.call('GET', path, { token: tokens.reporter })),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    expect(answers.filter(({ status }) => status === 409).map(({ body }) => body.error?.code)).toEqual(
      Array(9).fill('MERGE_PROCESSING'),
    )
    await f.jobs.done()
    const [request] = await f.ok<
      {
        id: string
        status: string
        attachment: { fileName: string; files: { url: string; fileKey: string; bytes: number }[] }[]
      }[]
    >('GET', `/boot/naac-request?query=filter:naacTemplateId eq ${template.id},facultyId eq ${tech}`, {
      token: tokens.reporter,
    })
    expect(request?.status).toBe('COMPLETED')
    const [proof] = request!.attachment
    expect(proof?.fileName).toBe('Proof')
    expect(proof?.files.map(({ fileKey }) => fileKey)).toEqual(['1.1.1-1-Technology-Proof.pdf'])
    const merged = await PDFDocument.load(await (await fetch(proof!.files[0]!.url)).arrayBuffer())
    expect(merged.getPageCount()).toBe(3)

    // The legacy PUT queues a new merge; another status is refused; the next download-request starts it.
    expect(
      (
        await f.call('PUT', `/boot/naac-request/${request!.id}`, {
          token: tokens.reporter,
          body: { ...request, status: 'COMPLETED' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await f.call('PUT', `/boot/naac-request/${request!.id}`, {
          token: tokens.reporter,
          body: { ...request, status: 'PROCESSING' },
        })
      ).status,
    ).toBe(200)
    expect((await f.call('GET', path, { token: tokens.reporter })).status).toBe(200)
    await f.jobs.done()
    expect(f.jobs.errors).toEqual([])

    const files = await f.ok<{ attachment: { facId: string; facultyName: string }[] }>(
      'GET',
      `/boot/naacTemplate/getCriteriaByFaculty?templateId=${template.id}`,
      { token: tokens.reporter },
    )
    expect(files.attachment.map(({ facultyName }) => facultyName)).toEqual(['Technology'])
    const listed = await f.ok<{ id: string; fileLabels: string[]; attachment: unknown[] }[]>(
      'GET',
      `/boot/naacTemplate/getReportFilesByTemplate/${tech}?query=filter:type eq GENERAL`,
      { token: tokens.reporter },
    )
    expect(listed.find(({ id }) => id === template.id)).toMatchObject({
      fileLabels: ['Proof'],
      attachment: [expect.anything()],
    })
    // Another faculty's reporter may not merge Technology's files.
    expect((await f.call('GET', path, { token: tokens.artsReporter })).status).toBe(403)
  })
})

describe('evidence packets', () => {
  it('packs the approved entries with stable links that break when the file goes', async () => {
    const pdf = await f.upload('evidence.pdf', await testPdf(numberedPages(2, 1_000)))
    const entry = await f.createEntry(template.id, {
      ...VALUES,
      programme: 'B.Tech IT',
      proof: { versionId: pdf.versionId, fileKey: pdf.fileKey },
    })
    await f.ok('PUT', '/boot/naac/approvalUpdate', { token: tokens.authorizer, body: [entry.id] })
    const started = await f.call('POST', '/boot/naacEvidence', {
      token: tokens.reporter,
      body: { naacTemplateId: template.id },
    })
    expect(started.status).toBe(202)
    await f.jobs.done()
    expect(f.jobs.errors).toEqual([])
    const packet = await f.ok<{
      status: string
      parts: { bytes: number; url: string }[]
      links: { linkId: string; link: string; entryId: string }[]
      check: { checked: number; broken: unknown[] }
      workbook: { url: string }
      zip: { url: string; bytes: number }
    }>('GET', `/boot/naacEvidence/${template.id}`, { token: tokens.reporter })
    expect(packet.status).toBe('COMPLETED')
    expect(packet.links.map(({ entryId }) => entryId)).toEqual([entry.id])
    expect(packet.check).toMatchObject({ checked: 1, broken: [] })
    expect(packet.parts.every(({ bytes }) => bytes <= 5 * 1024 * 1024)).toBe(true)
    const [row] = rowsOf((await workbookOf(packet.workbook.url)).worksheets[0]).slice(1)
    expect(row).toContain(packet.links[0]!.link)
    const linkPath = new URL(packet.links[0]!.link).pathname
    const opened = await f.call('GET', linkPath)
    expect(opened.status).toBe(302)

    await f.ok('DELETE', `/boot/naac/${entry.id}`, { token: tokens.authorizer })
    const broken = await f.call('GET', linkPath)
    expect(broken.status).toBe(404)
    expect(broken.body as unknown as string).toContain('Its entry was deleted.')
    expect(
      (await f.call('POST', `/boot/naacEvidence/${template.id}/check`, { token: tokens.reporter })).status,
    ).toBe(202)
    await f.jobs.done()
    const checked = await f.ok<{ check: { broken: { problem: string }[] } }>(
      'GET',
      `/boot/naacEvidence/${template.id}`,
      {
        token: tokens.reporter,
      },
    )
    expect(checked.check.broken.map(({ problem }) => problem)).toEqual(['Its entry was deleted.'])
    expect(
      (
        await f.call('POST', '/boot/naacEvidence', {
          token: tokens.hod,
          body: { naacTemplateId: template.id },
        })
      ).status,
    ).toBe(403)
  })
})
