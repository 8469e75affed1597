import type { NaacImportView } from '@campus/core'
import { afterAll, describe, expect, it } from 'vitest'
import { createNaacFixture } from '../testing/fixture'
import { errorWorkbookKey, importKey } from './keys'
import { excelCalls, goodRow, openWorkbook, rowsOf, SHEET_HEADERS, workbookOf } from './testing/workbooks'

const f = await createNaacFixture()
const excel = excelCalls(f)

// A job that threw instead of recording its outcome is a bug.
afterAll(() => expect(f.jobs.errors).toEqual([]))

/** A template of the fixture FORM whose sample job has run. */
async function template(overrides: Record<string, unknown> = {}) {
  const made = await f.createTemplate(overrides)
  await f.jobs.done()
  return made
}

type Entry = {
  id: string
  status: string
  fields: Record<string, string>
  createdBy: string
  createdByName: string
}

describe('NAAC Excel import', () => {
  it('writes every row as a WAITING entry of the importer, counted once, with SUCCESS for the legacy call', async () => {
    const { id } = await template()
    const rows = [
      goodRow(1),
      // Spaced and cased headers still match; a select typed in another case takes the option's spelling.
      ['Seminar hall', 'Two days', 2021, new Date(Date.UTC(1994, 9, 30, 23, 0)), 'Jan-Mar', 'pg'],
      [undefined, undefined, undefined, undefined, undefined, undefined],
      goodRow(3),
    ]
    const headers = SHEET_HEADERS.map((label, index) => (index === 2 ? `  ${label.toUpperCase()} ` : label))
    const answer = await excel.legacyImport(id, await workbookOf(headers, rows))
    expect(answer).toMatchObject({ status: 200, body: 'SUCCESS' })

    const entries = (await excel.entries(id)) as unknown as Entry[]
    expect(entries).toHaveLength(3)
    const seminar = entries.find((entry) => entry.fields.programme === 'Seminar hall')
    expect(seminar).toMatchObject({
      status: 'WAITING',
      createdByName: 'Ishaan Inputter',
      // A date cell is read as the day the sheet shows, late in the evening too.
      fields: {
        programme: 'Seminar hall',
        details: 'Two days',
        year: '2021',
        startDate: '30/10/1994',
        period: 'Jan-Mar',
        level: 'PG',
        jsonVersion: '1',
      },
    })
    expect(entries.find((entry) => entry.fields.programme === 'Programme 1')?.fields).toEqual({
      programme: 'Programme 1',
      details: 'Details of 1',
      year: '2001',
      startDate: '02/06/2019',
      level: 'PG',
      jsonVersion: '1',
    })
    expect(await f.countsOf(id)).toEqual({
      submitted: 3,
      waiting: 3,
      approved: 0,
      unApproved: 0,
      commentCount: 0,
    })
    expect(await f.ok('GET', `/boot/naac/getNaacCount/${id}/${f.eng}`, { token: f.tokens.inputter })).toBe(3)

    // Each entry has its IMPORT audit record, and its history shows it.
    const audit = await f.auditOf('entry', seminar!.id)
    expect(audit).toMatchObject([{ action: 'IMPORT', actorName: 'Ishaan Inputter', actorType: 'CUSTOM' }])
    // An imported entry is an entry like any other: the authorizer approves it.
    await f.ok('PUT', '/boot/naac/approvalUpdate', { token: f.tokens.authorizer, body: [seminar!.id] })
    expect(await f.countsOf(id)).toMatchObject({ submitted: 3, waiting: 2, approved: 1 })
  })

  it('answers the import record through the new call, and keeps the upload in the exports bucket', async () => {
    const { id } = await template()
    const file = await workbookOf(SHEET_HEADERS, [goodRow(1), goodRow(2)])
    const started = await excel.startImport(id, file, { name: 'Programmes 2024.xlsx' })
    expect(started.status).toBe(202)
    const importId = String(started.body.id)
    expect(await excel.exported(importKey(importId))).toEqual(file)
    await f.jobs.done()
    const view = await f.ok<NaacImportView>('GET', `/boot/naac/imports/${importId}`, {
      token: f.tokens.inputter,
    })
    expect(view).toEqual({
      id: importId,
      naacTemplateId: id,
      facultyDeptId: f.eng,
      fileName: 'Programmes 2024.xlsx',
      status: 'COMPLETED',
      total: 2,
      done: 2,
      rejected: 0,
      createdOn: expect.any(Number) as number,
      modifiedOn: expect.any(Number) as number,
    })
    // The administrator reads it too; someone else, even of the department, does not.
    expect((await f.call('GET', `/boot/naac/imports/${importId}`, { token: f.tokens.admin })).status).toBe(
      200,
    )
    expect(
      (await f.call('GET', `/boot/naac/imports/${importId}`, { token: f.tokens.authorizer })).status,
    ).toBe(403)
    expect((await f.call('GET', '/boot/naac/imports/no-such-import', { token: f.tokens.admin })).status).toBe(
      404,
    )
  })

  it('writes nothing when a row is refused: the first refused row for the legacy call, and an error workbook', async () => {
    const { id } = await template()
    const rows = [
      goodRow(1),
      goodRow(2),
      ['Bad date', undefined, 2020, '2019-06-01', undefined, 'UG'],
      goodRow(4),
      [undefined, 'No name, no year', 'soon', '31/02/2020', undefined, 'Diploma'],
    ]
    const answer = await excel.legacyImport(id, await workbookOf(SHEET_HEADERS, rows))
    expect(answer).toMatchObject({
      status: 200,
      body: 'Row 4: Date of start: use the date format dd/MM/yyyy (30/10/1994)',
    })
    expect(await excel.entries(id)).toEqual([])
    expect(await f.countsOf(id)).toMatchObject({ submitted: 0, waiting: 0 })

    const view = await excel.imported(id, await workbookOf(SHEET_HEADERS, rows))
    expect(view).toMatchObject({
      status: 'REJECTED',
      total: 5,
      done: 0,
      rejected: 2,
      firstError: 'Row 4: Date of start: use the date format dd/MM/yyyy (30/10/1994)',
      errorWorkbookUrl: expect.stringContaining(errorWorkbookKey(view.id)) as string,
    })
    const workbook = await openWorkbook(await excel.download(view.errorWorkbookUrl!))
    expect(rowsOf(workbook.worksheets[0]!)).toEqual([
      ['Row', ...SHEET_HEADERS, 'Errors'],
      [
        4,
        'Bad date',
        undefined,
        2020,
        '2019-06-01',
        undefined,
        'UG',
        'Date of start: use the date format dd/MM/yyyy (30/10/1994)',
      ],
      [
        6,
        undefined,
        'No name, no year',
        'soon',
        '31/02/2020',
        undefined,
        'Diploma',
        'Programme name is required; Year of introduction must be a number; Date of start: use the date format dd/MM/yyyy (30/10/1994); Level must be one of: UG, PG, PhD',
      ],
    ])
    expect(await excel.entries(id)).toEqual([])
  })

  it('takes back the fixed error workbook as it is', async () => {
    const { id } = await template()
    const view = await excel.imported(
      id,
      await workbookOf(SHEET_HEADERS, [goodRow(1), ['Fix me', undefined, 2020, '1/6/2019', undefined, 'UG']]),
    )
    const workbook = await openWorkbook(await excel.download(view.errorWorkbookUrl!))
    workbook.worksheets[0]!.getCell('E2').value = '01/06/2019'
    const fixed = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(await excel.imported(id, fixed)).toMatchObject({ status: 'COMPLETED', total: 1, done: 1 })
    expect(((await excel.entries(id)) as unknown as Entry[]).map((entry) => entry.fields.programme)).toEqual([
      'Fix me',
    ])
  })

  it('refuses headers that do not match the sample, naming them', async () => {
    const { id } = await template()
    const headers = ['Programme name', 'Details', 'Year', 'Date of start', 'Period', 'Level', 'Level']
    const answer = await excel.legacyImport(id, await workbookOf(headers, [goodRow(1)]))
    expect(answer.body).toBe(
      'Headers must match the sample: missing Year of introduction; unknown Year; repeated Level',
    )
    expect(await excel.imported(id, await workbookOf(SHEET_HEADERS.slice(1), [goodRow(1)]))).toMatchObject({
      status: 'REJECTED',
      rejected: 0,
      firstError: 'Headers must match the sample: missing Programme name',
    })
    expect(await excel.entries(id)).toEqual([])
  })

  it('refuses a workbook with no rows, and one that is not a workbook', async () => {
    const { id } = await template()
    expect((await excel.legacyImport(id, await workbookOf(SHEET_HEADERS, []))).body).toBe(
      'The workbook has no rows to import: fill in rows under the headers of the sample.',
    )
    const notXlsx = await excel.legacyImport(id, 'Programme name,Details\nA,B\n', { name: 'entries.xlsx' })
    expect(notXlsx.status).toBe(400)
    expect(notXlsx.body.error?.message).toBe(
      'The file is not an Excel workbook. Save the workbook as .xlsx (Excel Workbook) and upload it again.',
    )
  })

  it('refuses an .xls file with how to save it as .xlsx', async () => {
    const { id } = await template()
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    const started = f.jobs.started()
    for (const name of ['entries.xls', 'renamed.xlsx']) {
      const refused = await excel.startImport(id, ole, { name })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toBe(
        'Save the workbook as .xlsx (Excel Workbook) and upload it again.',
      )
    }
    expect(f.jobs.started()).toBe(started)
    expect(await excel.entries(id)).toEqual([])
  })

  it('is for INPUTTERs and AUTHORIZERs of the faculty department only: 403 with the legacy text', async () => {
    const { id } = await template()
    const file = await workbookOf(SHEET_HEADERS, [goodRow(1)])
    for (const token of [f.tokens.admin, f.tokens.hod, f.tokens.otherFaculty, f.tokens.scienceAuthorizer]) {
      const refused = await excel.legacyImport(id, file, { token })
      expect(refused.status).toBe(403)
      expect(refused.body.error?.message).toBe(
        'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.',
      )
    }
    // Refused before the body is read: no file at all is a 403 too.
    const form = new FormData()
    const bare = await f.app.request(
      `/boot/naac/imports?naacTemplateId=${id}&facultyDeptId=${f.eng}&token=${encodeURIComponent(f.tokens.hod)}`,
      { method: 'POST', body: form },
    )
    expect(bare.status).toBe(403)
    expect((await excel.startImport(id, file, { token: f.tokens.student })).status).toBe(403)
    expect(await excel.legacyImport(id, file, { token: f.tokens.authorizer })).toMatchObject({
      body: 'SUCCESS',
    })
    expect(await excel.legacyImport(id, file, { token: f.tokens.facultyInputter })).toMatchObject({
      body: 'SUCCESS',
    })
    expect(await f.countsOf(id)).toMatchObject({ submitted: 2 })
  })

  it('refuses a template marked not applicable for the department (409), and an unknown template (400)', async () => {
    const { id } = await template()
    await f.ok('POST', '/boot/naacApplicableDepts', {
      token: f.tokens.authorizer,
      body: { departmentId: f.eng, templateIds: [id] },
    })
    const file = await workbookOf(SHEET_HEADERS, [goodRow(1)])
    const refused = await excel.legacyImport(id, file)
    expect(refused.status).toBe(409)
    expect(refused.body.error?.code).toBe('NOT_APPLICABLE')
    const unknown = await excel.startImport('no-such-template', file)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.code).toBe('TEMPLATE_NOT_FOUND')
    const missing = await f.call('POST', `/boot/naac/imports?naacTemplateId=${id}`, {
      token: f.tokens.inputter,
    })
    expect(missing.status).toBe(400)
  })

  it('refuses a file over 4.5 MB with 413', async () => {
    const { id } = await template()
    const big = new Uint8Array(4_600_000)
    big.set([0x50, 0x4b, 0x03, 0x04])
    const refused = await excel.startImport(id, big)
    expect(refused.status).toBe(413)
    expect(refused.body.error?.code).toBe('FILE_TOO_LARGE')
  })
})
