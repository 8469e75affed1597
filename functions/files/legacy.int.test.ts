import { FILE_MESSAGES, IMAGE_MAX_BYTES, MULTIPART_MAX_BYTES } from '@campus/files'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import {
  createFilesFixture,
  EXTERNAL_LIMIT,
  fileOf,
  idOf,
  padded,
  samples,
  type SendOptions,
} from './testing/fixture'

const f = await createFilesFixture()
const faculty = await f.login('faculty')
const student = await f.login('student')
/** Who attaches the uploads: the student who made them (or anyone, with an external one's secret). */
const by = idOf('student')

interface Uploaded {
  versionId: string
  fileKey: string
}

/** A stored file's reference as the legacy delete calls take it in their query. */
const refQuery = (ref: Uploaded) => `versionId=${ref.versionId}&fileKey=${encodeURIComponent(ref.fileKey)}`

/** The assignment screens' upload: `POST /api/announcement/fileValidation` with a token. */
const validate = (file: File, token = student) =>
  f.send('POST', '/api/announcement/fileValidation', file, { token })

function uploaded(response: Awaited<ReturnType<typeof validate>>): Uploaded {
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as unknown as Uploaded
}

/** A distinct caller address per test, so the hourly counts of one never touch another's. */
let lastAddress = 0
const newAddress = () => `203.0.113.${++lastAddress}`

/** Files whose content is not what their name says, or is hostile: every legacy upload refuses them. */
const DISGUISED: [string, string, Uint8Array, string][] = [
  ['HTML renamed .pdf', 'report.pdf', samples.html, FILE_MESSAGES.format],
  ['an SVG with a script', 'logo.svg', samples.svg, FILE_MESSAGES.format],
  ['an SVG with a script renamed .png', 'logo.png', samples.svg, FILE_MESSAGES.format],
  ['a zip bomb', 'bundle.zip', samples.zipBomb, FILE_MESSAGES.format],
]

describe('POST /api/announcement/fileValidation (signed in, the document rules)', () => {
  it('keeps a PDF under a generated key and answers { versionId, fileKey }', async () => {
    const body = uploaded(await validate(fileOf(samples.pdf, 'Assignment 1.pdf')))
    expect(body).toEqual({
      versionId: expect.any(String),
      fileKey: expect.stringMatching(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/Assignment 1\.pdf$/),
    })
    expect(await f.exists(body.fileKey)).toBe(true)
    expect(await f.records.find(body.fileKey)).toMatchObject({
      state: 'STORED',
      purpose: 'document',
      fileName: 'Assignment 1.pdf',
      size: samples.pdf.length,
      contentType: 'application/pdf',
      uploadedBy: idOf('student'),
      versionId: body.versionId,
    })
  })

  it.each([
    ['a PNG', 'scan.PNG', samples.png],
    ['a JPEG', 'photo.jpeg', samples.jpeg],
    ['a Word document', 'essay.docx', samples.docx],
    ['an old Word document', 'essay.doc', samples.doc],
    ['an OpenDocument text', 'essay.odt', samples.zip],
    ['a zip', 'code.zip', samples.zip],
    ['a RAR archive', 'code.rar', samples.rar],
    ['a 7z archive', 'code.7z', samples.sevenZip],
    ['a text file in two scripts', 'answers.txt', samples.txt],
  ])('takes %s', async (_, name, data) => {
    uploaded(await validate(fileOf(data, name)))
  })

  it.each([
    ...DISGUISED,
    ['HTML renamed .txt', 'report.txt', samples.html, FILE_MESSAGES.format],
    ['a zip bomb named .docx', 'essay.docx', samples.zipBomb, FILE_MESSAGES.format],
    ['binary named .txt', 'notes.txt', samples.binaryTxt, FILE_MESSAGES.format],
    ['a GIF (not a document type)', 'funny.gif', samples.gif, FILE_MESSAGES.format],
    ['a name with a NUL', 'report\u0000.pdf', samples.pdf, FILE_MESSAGES.name],
    ['a right-to-left override', 'invoice\u202Efdp.exe.pdf', samples.pdf, FILE_MESSAGES.name],
    ['a 300-character name', `${'n'.repeat(296)}.pdf`, samples.pdf, FILE_MESSAGES.name],
    [
      'an image over 1 MB',
      'photo.png',
      padded(samples.png, IMAGE_MAX_BYTES + 1),
      FILE_MESSAGES.formatAndSize,
    ],
    ['an empty file', 'empty.pdf', new Uint8Array(), FILE_MESSAGES.empty],
  ])('refuses %s with the legacy message, keeping nothing', async (_, name, data, message) => {
    const before = (await f.records.listByUploader(idOf('faculty'), 100)).length
    const refused = await validate(fileOf(data, name), faculty)
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(refused.body.error?.message).toBe(message)
    expect(await f.records.listByUploader(idOf('faculty'), 100)).toHaveLength(before)
  })

  it('keeps only the last segment of a path-like name: ../../x.zip is x.zip', async () => {
    const body = uploaded(await validate(fileOf(samples.zip, '../../x.zip')))
    expect(body.fileKey).toMatch(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/x\.zip$/)
    expect(body.fileKey).not.toContain('..')
    expect(await f.records.find(body.fileKey)).toMatchObject({ fileName: 'x.zip' })
  })

  it('answers 413 for a file above 4.5 MB, and above the 6 MB body limit', async () => {
    const large = await validate(fileOf(padded(samples.pdf, MULTIPART_MAX_BYTES + 1), 'big.pdf'))
    expectRefused(large, 413, 'FILE_TOO_LARGE')
    expect(large.body.error?.message).toMatch(/larger than 4\.5 MB/)
    expectRefused(
      await validate(fileOf(padded(samples.pdf, 7 * 1024 * 1024), 'huge.pdf')),
      413,
      'PAYLOAD_TOO_LARGE',
    )
  })

  it('refuses a call without the file, or with JSON instead of a form', async () => {
    const empty = await f.send('POST', '/api/announcement/fileValidation', undefined, { token: student })
    expectRefused(empty, 400, 'VALIDATION_FAILED')
    expect(empty.body.error?.message).toMatch(/field named file/)
    const json = await f.call('POST', '/api/announcement/fileValidation', {
      token: student,
      body: { file: 'x' },
    })
    expectRefused(json, 400, 'VALIDATION_FAILED')
    const extra = await f.send('POST', '/api/announcement/fileValidation', fileOf(samples.pdf, 'a.pdf'), {
      token: student,
      fields: { fileKey: 'mine/chosen.pdf' },
    })
    expectRefused(extra, 400, 'VALIDATION_FAILED')
  })

  it('needs a token', async () => {
    expectRefused(
      await f.send('POST', '/api/announcement/fileValidation', fileOf(samples.pdf, 'a.pdf')),
      401,
      'UNAUTHORIZED',
    )
  })
})

describe('PUT /api/s3/updateIn{product}/{versionId}/{fileKey} (signed in)', () => {
  it.each([
    ['plain slashes', (key: string) => key.split('/').map(encodeURIComponent).join('/')],
    ['slashes as %2F', (key: string) => encodeURIComponent(key)],
  ])('replaces the caller’s unclaimed file, its key in the path with %s', async (_, encode) => {
    const old = uploaded(await validate(fileOf(samples.pdf, 'draft (v1).pdf')))
    const response = await f.send(
      'PUT',
      `/api/s3/updateInJackprodigy/${old.versionId}/${encode(old.fileKey)}`,
      fileOf(samples.docx, 'final.docx'),
      { token: student },
    )
    const replaced = uploaded(response)
    expect(replaced.fileKey).toMatch(/\/final\.docx$/)
    expect(await f.exists(replaced.fileKey)).toBe(true)
    expect(await f.exists(old.fileKey)).toBe(false)
    expect(await f.records.find(old.fileKey)).toBeUndefined()
  })

  it("keeps the old file when a record holds it or it is someone else's", async () => {
    const claimed = uploaded(await validate(fileOf(samples.pdf, 'a.pdf')))
    await f.attachments.claim(claimed, 'assignment#a1', { purpose: 'document' }, by)
    const othersFile = uploaded(await validate(fileOf(samples.pdf, 'b.pdf'), faculty))
    for (const old of [claimed, othersFile]) {
      const path = `/api/s3/updateInJackprodigy/${old.versionId}/${old.fileKey}`
      uploaded(await f.send('PUT', path, fileOf(samples.pdf, 'new.pdf'), { token: student }))
      expect(await f.exists(old.fileKey)).toBe(true)
    }
    expect(await f.records.find(claimed.fileKey)).toMatchObject({ claimedBy: 'assignment#a1' })
  })

  it('checks the new file by the document rules', async () => {
    const old = uploaded(await validate(fileOf(samples.pdf, 'a.pdf')))
    const refused = await f.send(
      'PUT',
      `/api/s3/updateInJackprodigy/${old.versionId}/${old.fileKey}`,
      fileOf(samples.html, 'a.pdf'),
      { token: student },
    )
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(await f.exists(old.fileKey)).toBe(true)
  })

  it('is no route for another verb, and needs a token', async () => {
    expectRefused(
      await f.send('PUT', '/api/s3/replaceInJackprodigy/v/files/a.pdf', fileOf(samples.pdf, 'a.pdf'), {
        token: student,
      }),
      404,
      'ROUTE_NOT_FOUND',
    )
    expectRefused(
      await f.send('PUT', '/api/s3/updateInJackprodigy/v/files/a.pdf', fileOf(samples.pdf, 'a.pdf')),
      401,
      'UNAUTHORIZED',
    )
  })
})

describe('DELETE /api/s3/deleteIn{product} (signed in)', () => {
  const remove = (ref: Uploaded, token = student) =>
    f.call('DELETE', `/api/s3/deleteInJackprodigy?${refQuery(ref)}`, { token })

  it('deletes the uploader’s unclaimed file with its record', async () => {
    const ref = uploaded(await validate(fileOf(samples.pdf, 'a.pdf')))
    expect((await remove(ref)).body).toEqual({ deleted: true, ...ref })
    expect(await f.exists(ref.fileKey)).toBe(false)
    expect(await f.records.find(ref.fileKey)).toBeUndefined()
    expectRefused(await remove(ref), 404, 'FILE_NOT_FOUND')
  })

  it("refuses someone else's file, a claimed one and a wrong version", async () => {
    const ref = uploaded(await validate(fileOf(samples.pdf, 'a.pdf')))
    expectRefused(await remove(ref, faculty), 403, 'FORBIDDEN')
    expectRefused(await remove({ ...ref, versionId: 'not-it' }), 404, 'FILE_NOT_FOUND')
    await f.attachments.claim(ref, 'assignment#a2', { purpose: 'document' }, by)
    expectRefused(await remove(ref), 409, 'FILE_IN_USE')
    expect(await f.exists(ref.fileKey)).toBe(true)
  })
})

describe('the external calls (no token, into quarantine)', () => {
  /** `createIn` from a new address, or from where `from` says (the socket's address, API Gateway's). */
  const create = (file: File, from: Omit<SendOptions, 'token'> = { address: newAddress() }) =>
    f.send('POST', '/api/s3/external/createInJackprodigy', file, from)
  /** `updateIn` of an earlier external upload, named by its reference. */
  const replacing = (old: Uploaded) =>
    `/api/s3/external/updateInJackprodigy?oldVersionId=${old.versionId}&oldFileName=${encodeURIComponent(old.fileKey)}`

  it('keeps any type the portal keeps in quarantine, recorded under the caller’s address', async () => {
    const address = newAddress()
    const body = uploaded(await create(fileOf(samples.json, 'template 1.1.json'), { address }))
    expect(body.fileKey).toMatch(/^quarantine\/[0-9a-f-]{36}\/template 1\.1\.json$/)
    expect(await f.records.find(body.fileKey)).toMatchObject({
      state: 'STORED',
      purpose: 'external',
      uploadedBy: `external:${address}`,
      contentType: 'application/json',
    })
    uploaded(await create(fileOf(samples.gif, 'poster.gif')))
  })

  it.each([
    ...DISGUISED,
    ['an executable', 'setup.exe', samples.zip, FILE_MESSAGES.format],
    ['a right-to-left override', 'x\u202Egnp.pdf', samples.pdf, FILE_MESSAGES.name],
  ])('refuses %s', async (_, name, data, message) => {
    const refused = await create(fileOf(data, name))
    expectRefused(refused, 400, 'FILE_REFUSED')
    expect(refused.body.error?.message).toBe(message)
  })

  it('costs one conditional count, the record and its audit record: no read', async () => {
    const counts = await f.countCalls(async () => uploaded(await create(fileOf(samples.pdf, 'a.pdf'))))
    expect(counts.byCommand).toEqual({ UpdateItemCommand: 1, PutItemCommand: 2 })
  })

  it('refuses a file above 4.5 MB with 413', async () => {
    expectRefused(
      await create(fileOf(padded(samples.pdf, MULTIPART_MAX_BYTES + 1), 'big.pdf')),
      413,
      'FILE_TOO_LARGE',
    )
  })

  it(`takes exactly ${EXTERNAL_LIMIT} of 50 uploads sent at once from one address in an hour, 429 for the rest`, async () => {
    const address = newAddress()
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create(fileOf(samples.pdf, `entry-${index}.pdf`), { address }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(EXTERNAL_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - EXTERNAL_LIMIT)
    expect(responses.find((response) => response.status === 429)?.body.error).toMatchObject({
      code: 'TOO_MANY_UPLOADS',
      message: expect.stringContaining(`At most ${EXTERNAL_LIMIT} files`),
    })
    expect(await f.records.listByUploader(`external:${address}`, 100)).toHaveLength(EXTERNAL_LIMIT)
    // Another address has its own count.
    uploaded(await create(fileOf(samples.pdf, 'another.pdf')))
  })

  it("counts an upload on Lambda under API Gateway's source address, never X-Forwarded-For", async () => {
    const from = { sourceIp: '10.9.8.7', headers: { 'x-forwarded-for': '1.2.3.4' } }
    const body = uploaded(await create(fileOf(samples.pdf, 'a.pdf'), from))
    expect(await f.records.find(body.fileKey)).toMatchObject({ uploadedBy: 'external:10.9.8.7' })
  })

  it("counts it under the viewer's address CloudFront wrote, in place of CloudFront's own", async () => {
    const from = { sourceIp: '130.176.0.9', headers: { 'x-campus-viewer-address': '49.37.1.2' } }
    const body = uploaded(await create(fileOf(samples.pdf, 'a.pdf'), from))
    expect(await f.records.find(body.fileKey)).toMatchObject({ uploadedBy: 'external:49.37.1.2' })
  })

  it('refuses an upload whose address is unknown rather than counting it nowhere', async () => {
    expectRefused(await create(fileOf(samples.pdf, 'a.pdf'), {}), 400, 'CALLER_UNKNOWN')
  })

  it('updateIn replaces an earlier external upload no record holds', async () => {
    const address = newAddress()
    const old = uploaded(await create(fileOf(samples.pdf, 'proof.pdf'), { address }))
    const replaced = uploaded(
      await f.send('PUT', replacing(old), fileOf(samples.png, 'proof.png'), { address }),
    )
    expect(replaced.fileKey).toMatch(/^quarantine\/.+\/proof\.png$/)
    expect(await f.exists(old.fileKey)).toBe(false)
    expect(await f.records.find(old.fileKey)).toBeUndefined()
  })

  it("updateIn leaves a signed-in user's file alone, and needs the old file's reference", async () => {
    const signedIn = uploaded(await validate(fileOf(samples.pdf, 'mine.pdf')))
    uploaded(
      await f.send('PUT', replacing(signedIn), fileOf(samples.pdf, 'new.pdf'), { address: newAddress() }),
    )
    expect(await f.exists(signedIn.fileKey)).toBe(true)
    expectRefused(
      await f.send('PUT', '/api/s3/external/updateInJackprodigy', fileOf(samples.pdf, 'x.pdf'), {
        address: newAddress(),
      }),
      400,
      'VALIDATION_FAILED',
    )
  })

  it('deleteIn deletes an unclaimed external upload, never a claimed or a signed-in one', async () => {
    const address = newAddress()
    const remove = (ref: Uploaded) =>
      f.send('DELETE', `/api/s3/external/deleteInJackprodigy?${refQuery(ref)}`, undefined, { address })

    const unclaimed = uploaded(await create(fileOf(samples.pdf, 'a.pdf'), { address }))
    expect((await remove(unclaimed)).body).toEqual({ deleted: true, ...unclaimed })
    expect(await f.exists(unclaimed.fileKey)).toBe(false)

    const signedIn = uploaded(await validate(fileOf(samples.pdf, 'mine.pdf')))
    expectRefused(await remove(signedIn), 404, 'FILE_NOT_FOUND')
    expectRefused(await remove({ ...unclaimed, versionId: 'guess' }), 404, 'FILE_NOT_FOUND')

    const claimed = uploaded(await create(fileOf(samples.pdf, 'c.pdf'), { address }))
    // Its ids alone (in an audit record, say) are not what its upload answered: the claim secret is missing.
    const bare = { ...claimed, versionId: claimed.versionId.split('~')[0]! }
    expectRefused(await remove(bare), 404, 'FILE_NOT_FOUND')
    const stored = await f.attachments.claim(claimed, 'announcement#n1', { purpose: 'announcement' }, by)
    expectRefused(await remove(claimed), 409, 'FILE_IN_USE')
    expect(await f.exists(stored.fileKey)).toBe(true)
  })

  it('answers only createIn, updateIn and deleteIn with letters after them', async () => {
    for (const action of ['createIn', 'createIn2x', 'uploadInJackprodigy'])
      expectRefused(
        await f.send('POST', `/api/s3/external/${action}`, fileOf(samples.pdf, 'a.pdf'), {
          address: newAddress(),
        }),
        404,
        'ROUTE_NOT_FOUND',
      )
    uploaded(await create(fileOf(samples.pdf, 'a.pdf')))
    uploaded(
      await f.send('POST', '/api/s3/external/createInOtherCollege', fileOf(samples.pdf, 'a.pdf'), {
        address: newAddress(),
      }),
    )
  })
})
