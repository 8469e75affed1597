import { afterAll, describe, expect, it } from 'vitest'
import { createNaacFixture, FORM } from '../testing/fixture'
import { sampleKey } from './keys'
import { createSamplesService, SAMPLE_RETRY_AFTER_SECONDS } from './samples.service'
import { createNaacEntities } from '../entities'
import { createTemplatesRepository } from '../templates.repository'
import { excelCalls, openWorkbook, rowsOf, SHEET_HEADERS } from './testing/workbooks'

const f = await createNaacFixture()
const excel = excelCalls(f)

// A job that threw instead of recording its outcome is a bug.
afterAll(() => expect(f.jobs.errors).toEqual([]))

/** A template whose sample job has run. */
async function templateWithSample(overrides: Record<string, unknown> = {}, form: unknown = FORM) {
  const template = await f.createTemplate(overrides, form)
  await f.jobs.done()
  return template
}

describe('NAAC sample workbook', () => {
  it('is built when a template is made: the sheet fields in form order, a dropdown, date notes, frozen header', async () => {
    const template = await templateWithSample({ subCriteria: '1.2.3' })
    expect(await excel.exported(sampleKey(template.id, 1))).toBeDefined()

    const response = await excel.sample(template.id, 'whatever')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="1.2.3 template.xlsx"',
    )

    const workbook = await openWorkbook(new Uint8Array(await response.arrayBuffer()))
    const [sheet, lists] = workbook.worksheets
    expect(rowsOf(sheet!)).toEqual([[...SHEET_HEADERS]])
    expect(sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet!.getRow(1).font).toMatchObject({ bold: true })

    // Level (column F) chooses from the hidden Lists sheet.
    expect(lists).toMatchObject({ name: 'Lists', state: 'hidden' })
    expect(rowsOf(lists!)).toEqual([['Level'], ['UG'], ['PG'], ['PhD']])
    expect(sheet!.getCell('F2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['Lists!$A$2:$A$4'],
      showErrorMessage: true,
    })
    expect(sheet!.getCell('F10001').dataValidation).toMatchObject({ type: 'list' })
    expect(sheet!.getCell('E2').dataValidation).toBeUndefined()

    // Date of start (column D): a note with the format, and text so Excel keeps what is typed.
    expect(sheet!.getCell('D1').note).toEqual(expect.stringContaining('dd/MM/yyyy (30/10/1994)'))
    expect(sheet!.getColumn(4).numFmt).toBe('@')
    expect(sheet!.getColumn(1).numFmt).toBeUndefined()
    // Widths fit the labels.
    expect(sheet!.getColumn(3).width).toBeGreaterThanOrEqual('Year of introduction'.length)
  })

  it('is rebuilt for a new form version, and a missing one is built on request', async () => {
    const template = await templateWithSample()
    const jsonFile = await f.uploadForm({
      fields: {
        title: { label: 'Title', type: 'text', required: 'true' },
        on: { label: 'On', type: 'date' },
      },
    })
    await f.ok('PUT', `/boot/naacTemplate/${template.id}`, {
      token: f.tokens.admin,
      body: { ...template, jsonFile: { versionId: jsonFile.versionId, fileKey: jsonFile.fileKey } },
    })
    await f.jobs.done()
    expect(await excel.exported(sampleKey(template.id, 2))).toBeDefined()
    const response = await excel.sample(template.id)
    const workbook = await openWorkbook(new Uint8Array(await response.arrayBuffer()))
    expect(rowsOf(workbook.worksheets[0]!)).toEqual([['Title', 'On']])
    // No select: no Lists sheet.
    expect(workbook.worksheets).toHaveLength(1)

    // A sample missing from the bucket (made before samples existed): the download starts its job and waits.
    await f.env.s3.send(
      new (await import('@aws-sdk/client-s3')).DeleteObjectCommand({
        Bucket: f.env.buckets.exports,
        Key: sampleKey(template.id, 2),
      }),
    )
    const rebuilt = await excel.sample(template.id)
    expect(rebuilt.status).toBe(200)
    expect(rowsOf((await openWorkbook(new Uint8Array(await rebuilt.arrayBuffer()))).worksheets[0]!)).toEqual([
      ['Title', 'On'],
    ])
  })

  it('is for staff: an unknown template is 404, a student 403', async () => {
    expect((await excel.sample('no-such-template')).status).toBe(404)
    const template = await templateWithSample()
    expect((await excel.sample(template.id, '1.1.1', f.tokens.student)).status).toBe(403)
    for (const token of [f.tokens.admin, f.tokens.hod, f.tokens.custom])
      expect((await excel.sample(template.id, '1.1.1', token)).status).toBe(200)
  })

  it('not built yet after the wait: a 202 text file saying when to ask again, never an error body a browser saves', async () => {
    const template = await templateWithSample({ subCriteria: '2.4.1' })
    // A job that has not run yet (the jobs Lambda is busy), and no wait: the sample is missing for this request.
    const started: unknown[] = []
    const templates = createTemplatesRepository(createNaacEntities(f.env.client, f.env.tables.naac))
    const samples = createSamplesService({
      // A form version whose sample no job has written.
      templates: {
        find: async (id) => {
          const stored = await templates.find(id)
          return stored && { ...stored, version: 99 }
        },
      },
      s3: f.env.s3,
      bucket: f.env.buckets.exports,
      startJob: (request) => {
        started.push(request)
        return Promise.resolve()
      },
      waitMs: 0,
    })
    const answer = await samples.download(template.id)
    expect(started).toEqual([expect.objectContaining({ templateId: template.id, version: 99 })])
    if (!('notice' in answer)) throw new Error('expected a notice')
    expect(answer.notice).toMatchObject({
      status: 202,
      fileName: '2.4.1 template - being prepared.txt',
      retryAfterSeconds: SAMPLE_RETRY_AFTER_SECONDS,
    })
    expect(answer.notice.text).toContain(`Download it again in ${SAMPLE_RETRY_AFTER_SECONDS} seconds.`)
  })
})
