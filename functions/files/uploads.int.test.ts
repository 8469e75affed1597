import { createAuditLog } from '@campus/db'
import { FILE_MESSAGES, IMAGE_MAX_BYTES, MIB, type PresignedUpload } from '@campus/files'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createFilesFixture, idOf, padded, samples } from './testing/fixture'

const f = await createFilesFixture()
const faculty = await f.login('faculty')
const student = await f.login('student')

const presign = (token: string, body: Record<string, unknown>) =>
  f.ok<PresignedUpload>('POST', '/api/s3/uploads', { token, body })

/** What the browser does with a presigned POST: every field, then the file, posted to S3 itself. */
async function postToS3(upload: PresignedUpload, data: Uint8Array, origin?: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value)
  form.append('file', new Blob([data]), 'ignored-by-s3')
  return fetch(upload.url, { method: 'POST', body: form, headers: origin ? { origin } : {} })
}

const confirm = (token: string, fileKey: string) =>
  f.call('POST', '/api/s3/uploads/confirm', { token, body: { fileKey } })

describe('presigned uploads', () => {
  it('hands out a presigned POST for a generated key, limited to the type, and records it pending', async () => {
    const upload = await presign(faculty, { purpose: 'document', fileName: 'Unit 3 notes.pdf', size: 2000 })
    expect(upload).toEqual({
      url: expect.stringMatching(/\/test-attachments$/),
      fields: expect.objectContaining({ key: upload.fileKey, 'Content-Type': 'application/octet-stream' }),
      fileKey: expect.stringMatching(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/Unit 3 notes\.pdf$/),
      maxBytes: 10 * MIB,
      expiresAt: expect.any(Number),
    })
    expect(upload.expiresAt - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[]
    }
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * MIB])
    expect(await f.records.find(upload.fileKey)).toMatchObject({
      state: 'PENDING',
      purpose: 'document',
      fileName: 'Unit 3 notes.pdf',
      uploadedBy: idOf('faculty'),
      maxBytes: 10 * MIB,
    })
  })

  it('takes the file posted straight to s3rver, then confirms it by its content', async () => {
    const upload = await presign(student, {
      purpose: 'document',
      fileName: 'essay.PDF',
      size: samples.pdf.length,
    })
    const posted = await postToS3(upload, samples.pdf)
    expect(posted.status).toBe(204)

    const confirmed = await confirm(student, upload.fileKey)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ versionId: expect.any(String), fileKey: upload.fileKey })
    expect(await f.records.find(upload.fileKey)).toMatchObject({
      state: 'STORED',
      size: samples.pdf.length,
      contentType: 'application/pdf',
      versionId: confirmed.body.versionId,
    })
    expect(await f.records.find(upload.fileKey)).not.toHaveProperty('maxBytes')
    const audit = await createAuditLog(f.env.client, f.env.tables.files).listForRecord(
      'upload',
      upload.fileKey,
    )
    expect(audit.map((entry) => entry.action)).toEqual(['UPLOAD', 'PRESIGN'])

    // Confirming again answers the same; the uploads list shows it.
    expect((await confirm(student, upload.fileKey)).body).toEqual(confirmed.body)
    const mine = await f.ok<{ fileKey: string; state: string }[]>('GET', '/api/s3/uploads/mine', {
      token: student,
    })
    expect(mine[0]).toMatchObject({
      fileKey: upload.fileKey,
      state: 'STORED',
      claimed: false,
      fileName: 'essay.PDF',
    })
  })

  it('costs the session read, one write and its audit record to start, and one update more to confirm', async () => {
    let upload: PresignedUpload | undefined
    const started = await f.countCalls(async () => {
      upload = await presign(student, { purpose: 'document', fileName: 'a.pdf', size: samples.pdf.length })
    })
    expect(started.byCommand).toEqual({ GetItemCommand: 1, PutItemCommand: 2 })
    await postToS3(upload!, samples.pdf)
    const confirmed = await f.countCalls(() => confirm(student, upload!.fileKey))
    expect(confirmed.byCommand).toEqual({ GetItemCommand: 2, UpdateItemCommand: 1, PutItemCommand: 1 })
  })

  it('answers a browser on another localhost port with CORS headers', async () => {
    const upload = await presign(student, {
      purpose: 'document',
      fileName: 'a.txt',
      size: samples.txt.length,
    })
    const origin = 'http://localhost:5173'
    const preflight = await fetch(upload.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const posted = await postToS3(upload, samples.txt, origin)
    expect(posted.status).toBe(204)
    expect(posted.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('catches an oversize file at confirm even though s3rver ignores the policy, and deletes it', async () => {
    const upload = await presign(student, { purpose: 'document', fileName: 'photo.png', size: 1000 })
    expect(upload.maxBytes).toBe(IMAGE_MAX_BYTES)
    expect((await postToS3(upload, padded(samples.png, IMAGE_MAX_BYTES + 1))).status).toBe(204)
    expect(await f.exists(upload.fileKey)).toBe(true)

    const refused = await confirm(student, upload.fileKey)
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(refused.body.error?.message).toBe(FILE_MESSAGES.formatAndSize)
    expect(await f.exists(upload.fileKey)).toBe(false)
    expect(await f.records.find(upload.fileKey)).toBeUndefined()
  })

  it.each([
    ['an HTML page named .pdf', 'report.pdf', samples.html],
    ['an SVG with a script named .png', 'photo.png', samples.svg],
    ['a zip bomb', 'bundle.zip', samples.zipBomb],
    ['a PDF named .docx', 'essay.docx', samples.pdf],
  ])('refuses %s at confirm and deletes it', async (_, fileName, data) => {
    const upload = await presign(student, { purpose: 'document', fileName, size: data.length })
    expect((await postToS3(upload, data)).status).toBe(204)
    const refused = await confirm(student, upload.fileKey)
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(refused.body.error?.message).toBe(FILE_MESSAGES.format)
    expect(await f.exists(upload.fileKey)).toBe(false)
  })

  it('parses a NAAC template whole, and refuses one that is not JSON', async () => {
    const good = await presign(faculty, {
      purpose: 'naac-template',
      fileName: 'c1.json',
      size: samples.json.length,
    })
    await postToS3(good, samples.json)
    expect((await confirm(faculty, good.fileKey)).status).toBe(200)
    expect(await f.records.find(good.fileKey)).toMatchObject({ contentType: 'application/json' })

    const bad = await presign(faculty, { purpose: 'naac-template', fileName: 'c2.json', size: 10 })
    await postToS3(bad, samples.badJson)
    expect((await confirm(faculty, bad.fileKey)).body.error?.message).toBe(FILE_MESSAGES.format)
  })

  it("keeps a NAAC field's extensions for the confirm", async () => {
    const upload = await presign(faculty, {
      purpose: 'naac',
      fileName: 'proof.jpg',
      size: samples.jpeg.length,
      extensions: ['.jpg|pdf'],
    })
    expect(upload.maxBytes).toBe(25 * MIB)
    await postToS3(upload, samples.jpeg)
    expect((await confirm(faculty, upload.fileKey)).status).toBe(200)
  })

  it.each([
    ['an .xls import', 'xls', 'fees.xls', samples.doc, 'application/vnd.ms-excel'],
    [
      'an .xlsx import',
      'xls',
      'fees.XLSX',
      samples.docx,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['an announcement poster', 'announcement', 'Poster (final).gif', samples.gif, 'image/gif'],
    ['an announcement circular', 'announcement', 'circular_2026.pdf', samples.pdf, 'application/pdf'],
  ])('takes %s through the presigned upload', async (_, purpose, fileName, data, contentType) => {
    const upload = await presign(faculty, { purpose, fileName, size: data.length })
    await postToS3(upload, data)
    expect((await confirm(faculty, upload.fileKey)).status).toBe(200)
    expect(await f.records.find(upload.fileKey)).toMatchObject({ state: 'STORED', contentType })
  })

  it('refuses at confirm a spreadsheet that is an HTML table, as old exports made them', async () => {
    const upload = await presign(faculty, { purpose: 'xls', fileName: 'fees.xls', size: samples.html.length })
    await postToS3(upload, samples.html)
    expect((await confirm(faculty, upload.fileKey)).body.error?.message).toBe(FILE_MESSAGES.format)
  })

  it('lets only the uploader confirm, and only a posted file', async () => {
    const upload = await presign(student, { purpose: 'document', fileName: 'a.pdf', size: 100 })
    expectRefused(await confirm(student, upload.fileKey), 400, 'FILE_NOT_FOUND')
    await postToS3(upload, samples.pdf)
    const other = await confirm(await f.login('otherStudent'), upload.fileKey)
    expectRefused(other, 400, 'FILE_NOT_FOUND')
    expect(other.body.error?.message).toBe('File not found: upload it again')
    expectRefused(await confirm(student, 'files/2026/01/nope/a.pdf'), 400, 'FILE_NOT_FOUND')
    expect((await confirm(student, upload.fileKey)).status).toBe(200)
  })
})

describe('refused before anything is stored', () => {
  it.each([
    [{ purpose: 'document', fileName: 'logo.svg', size: 10 }, FILE_MESSAGES.format],
    [{ purpose: 'document', fileName: 'page.html', size: 10 }, FILE_MESSAGES.format],
    [{ purpose: 'document', fileName: 'photo.jpg', size: IMAGE_MAX_BYTES + 1 }, FILE_MESSAGES.formatAndSize],
    [{ purpose: 'document', fileName: 'notes.pdf', size: 10 * MIB + 1 }, FILE_MESSAGES.formatAndSize],
    [{ purpose: 'announcement', fileName: 'circular#1.pdf', size: 10 }, FILE_MESSAGES.name],
    [{ purpose: 'naac', fileName: 'proof.docx', size: 10, extensions: ['pdf'] }, FILE_MESSAGES.format],
    [{ purpose: 'naac', fileName: 'proof.pdf', size: 25 * MIB + 1 }, FILE_MESSAGES.naacSize],
    [{ purpose: 'naac-template', fileName: 'c1.json', size: MIB + 1 }, FILE_MESSAGES.templateSize],
    [{ purpose: 'xls', fileName: 'fees.csv', size: 10 }, FILE_MESSAGES.xls],
    [{ purpose: 'document', fileName: 'x\u202Efdp.exe.pdf', size: 10 }, FILE_MESSAGES.name],
    [
      { purpose: 'document', fileName: 'photo.png', size: 10, contentType: 'image/svg+xml' },
      FILE_MESSAGES.format,
    ],
  ])('%j: %s', async (body, message) => {
    const refused = await f.call('POST', '/api/s3/uploads', { token: student, body })
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(refused.body.error?.message).toBe(message)
  })

  it('refuses a body with fields it does not know, a bad purpose or no size', async () => {
    const base = { purpose: 'document', fileName: 'a.pdf', size: 10 }
    expectRefused(
      await f.call('POST', '/api/s3/uploads', { token: student, body: { ...base, fileKey: 'mine/x.pdf' } }),
      400,
      'UNKNOWN_FIELDS',
    )
    for (const body of [
      { ...base, purpose: 'avatar' },
      { ...base, size: undefined },
      { ...base, size: 1.5 },
    ])
      expectRefused(
        await f.call('POST', '/api/s3/uploads', { token: student, body }),
        400,
        'VALIDATION_FAILED',
      )
  })
})
