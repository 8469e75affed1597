import { createAuditLog } from '@campus/db'
import { createAttachments, FILE_MESSAGES, type FileRef } from '@campus/files'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFilesFixture, type FilesFixture, fileOf, idOf, samples } from './testing/fixture'

let f: FilesFixture
let student: string
beforeAll(async () => {
  f = await createFilesFixture()
  student = await f.login('student')
})

/** Who attaches the uploads: the student who made them (or anyone, with an external one's secret). */
const by = idOf('student')

let lastAddress = 0
async function upload(name: string, data: Uint8Array, external = false): Promise<FileRef> {
  const response = external
    ? await f.send('POST', '/api/s3/external/createInJackprodigy', fileOf(data, name), {
        address: `198.51.100.${++lastAddress}`,
      })
    : await f.send('POST', '/api/announcement/fileValidation', fileOf(data, name), { token: student })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as unknown as FileRef
}

/** A call that must fail, and the error it failed with. */
async function failure(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    return error as { status: number; code: string; message: string }
  }
  throw new Error('It did not fail.')
}

const notFound = { status: 400, code: 'FILE_NOT_FOUND', message: 'File not found: upload it again' }

describe('claim', () => {
  it('gives an upload to a record with one conditional write, and again to the same record', async () => {
    const ref = await upload('Circular (March).pdf', samples.pdf)
    let claimed: Awaited<ReturnType<typeof f.attachments.claim>> | undefined
    const counts = await f.countCalls(async () => {
      claimed = await f.attachments.claim(ref, 'announcement#a1', { purpose: 'announcement' }, by)
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, UpdateItemCommand: 1, PutItemCommand: 1 })
    expect(claimed).toEqual({
      ...ref,
      fileName: 'Circular (March).pdf',
      size: samples.pdf.length,
      contentType: 'application/pdf',
    })
    expect(await f.records.find(ref.fileKey)).toMatchObject({ claimedBy: 'announcement#a1' })
    expect(await f.records.listUnclaimedBefore(Date.now() + 1000, 100)).not.toContainEqual(
      expect.objectContaining({ fileKey: ref.fileKey }),
    )
    expect(await f.attachments.claim(ref, 'announcement#a1', { purpose: 'announcement' }, by)).toEqual(
      claimed,
    )
    const audit = await createAuditLog(f.env.client, f.env.tables.files).listForRecord('upload', ref.fileKey)
    expect(audit[0]).toMatchObject({ action: 'CLAIM', actorId: 'announcement#a1', actorType: 'RECORD' })
  })

  it('refuses a ref to nothing, to another version, or to a file another record holds', async () => {
    const ref = await upload('a.pdf', samples.pdf)
    await f.attachments.claim(ref, 'assignment#1', { purpose: 'document' }, by)
    const rule = { purpose: 'document' } as const
    expect(await failure(f.attachments.claim(ref, 'assignment#2', rule, by))).toMatchObject(notFound)
    expect(
      await failure(f.attachments.claim({ ...ref, versionId: 'x' }, 'assignment#1', rule, by)),
    ).toMatchObject(notFound)
    expect(
      await failure(
        f.attachments.claim({ versionId: 'v', fileKey: 'files/2026/01/none/a.pdf' }, 'x#1', rule, by),
      ),
    ).toMatchObject(notFound)
  })

  it("checks the claimer's purpose again, with the legacy message", async () => {
    const json = await upload('template.json', samples.json, true)
    expect(
      await failure(f.attachments.claim(json, 'announcement#a2', { purpose: 'announcement' }, by)),
    ).toMatchObject({
      status: 400,
      code: 'FILE_REFUSED',
      message: FILE_MESSAGES.name,
    })
    const docx = await upload('proof.docx', samples.docx)
    expect(
      await failure(
        f.attachments.claim(docx, 'naac#e1', { purpose: 'naac', extensions: ['pdf', 'jpg'] }, by),
      ),
    ).toMatchObject({ code: 'FILE_REFUSED', message: FILE_MESSAGES.format })
    expect(await f.records.find(docx.fileKey)).not.toHaveProperty('claimedBy')
    expect(
      await f.attachments.claim(json, 'naac-template#t1', { purpose: 'naac-template' }, by),
    ).toMatchObject({
      contentType: 'application/json',
    })
  })

  it('gives a file to exactly one of two records claiming it at once', async () => {
    const ref = await upload('contested.pdf', samples.pdf)
    const results = await Promise.allSettled(
      ['assignment#x', 'assignment#y'].map((owner) =>
        f.attachments.claim(ref, owner, { purpose: 'document' }, by),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('moves a quarantined upload out to files/ when claimed, and answers the same on a repeated claim', async () => {
    const ref = await upload('NAAC proof.pdf', samples.pdf, true)
    expect(ref.fileKey).toMatch(/^quarantine\//)
    let stored = {} as Awaited<ReturnType<typeof f.attachments.claim>>
    const counts = await f.countCalls(async () => {
      stored = await f.attachments.claim(ref, 'naac#entry-1', { purpose: 'naac', extensions: ['pdf'] }, by)
    })
    expect(counts.total).toBe(6)
    expect(stored).toEqual({
      versionId: expect.any(String),
      fileKey: expect.stringMatching(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/NAAC proof\.pdf$/),
      fileName: 'NAAC proof.pdf',
      size: samples.pdf.length,
      contentType: 'application/pdf',
    })
    expect(await f.exists(ref.fileKey)).toBe(false)
    expect(await f.exists(stored.fileKey)).toBe(true)
    expect(await f.records.find(stored.fileKey)).toMatchObject({ state: 'STORED', claimedBy: 'naac#entry-1' })
    expect(await f.records.find(ref.fileKey)).toMatchObject({ state: 'MOVED', movedTo: stored.fileKey })
    expect(await f.records.listUnclaimedBefore(Date.now() + 1000, 100)).not.toContainEqual(
      expect.objectContaining({ fileKey: stored.fileKey }),
    )

    expect(await f.attachments.claim(ref, 'naac#entry-1', { purpose: 'naac' }, by)).toEqual(stored)
    expect(await failure(f.attachments.claim(ref, 'naac#entry-2', { purpose: 'naac' }, by))).toMatchObject(
      notFound,
    )
    const download = await fetch((await f.attachments.withUrl(stored)).url)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(samples.pdf)
  })
})

describe('who may claim (issue 29)', () => {
  const rule = { purpose: 'document' } as const

  it('refuses a signed-in upload to anyone but its uploader, on a claim and a read, and leaves it unclaimed', async () => {
    const ref = await upload('mine.pdf', samples.pdf)
    const notYours = { status: 403, code: 'FILE_NOT_YOURS' }
    for (const someone of [idOf('faculty'), idOf('otherStudent'), idOf('admin'), 'external:198.51.100.9'])
      expect(await failure(f.attachments.claim(ref, 'assignment#f1', rule, someone))).toMatchObject(notYours)
    expect(await failure(f.attachments.read(ref, 'assignment#f1', 100, idOf('faculty')))).toMatchObject(
      notYours,
    )
    expect(await f.records.find(ref.fileKey)).not.toHaveProperty('claimedBy')
    expect(await f.attachments.claim(ref, 'assignment#f1', rule, by)).toMatchObject({ fileKey: ref.fileKey })
  })

  it('answers an upload without a token with a versionId carrying its claim secret, and keeps only its hash', async () => {
    const ref = await upload('anonymous.pdf', samples.pdf, true)
    const record = await f.records.find(ref.fileKey)
    const [version, secret] = ref.versionId.split('~')
    expect(record?.versionId).toBe(version)
    expect(secret).toMatch(/^[\w-]{32}$/)
    expect(record?.claimSecretHash).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(record)).not.toContain(secret)
  })

  it('claims an upload without a token only with its claim secret: without it, or with a wrong one, 403', async () => {
    const ref = await upload('anonymous.pdf', samples.pdf, true)
    const version = ref.versionId.split('~')[0]!
    expect(
      await failure(f.attachments.claim({ ...ref, versionId: version }, 'naac#a1', rule, idOf('faculty'))),
    ).toMatchObject({ status: 403, code: 'CLAIM_SECRET_REQUIRED' })
    expect(
      await failure(f.attachments.claim({ ...ref, versionId: `${version}~wrong` }, 'naac#a1', rule, by)),
    ).toMatchObject({ status: 403, code: 'CLAIM_SECRET_WRONG' })
    expect(
      await failure(f.attachments.read({ ...ref, versionId: version }, 'naac#a1', 100, by)),
    ).toMatchObject({ status: 403, code: 'CLAIM_SECRET_REQUIRED' })
    expect(await f.records.find(ref.fileKey)).not.toHaveProperty('claimedBy')
    // Whoever holds what the upload answered attaches it, signed in as anyone: nobody owns it.
    expect(await f.attachments.claim(ref, 'naac#a1', rule, idOf('faculty'))).toMatchObject({
      fileKey: expect.stringMatching(/^files\//),
    })
  })

  it('lets 0 of 50 concurrent foreign claims through, and the uploader still claims it', async () => {
    const ref = await upload('contested-by-many.pdf', samples.pdf)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        f.attachments.claim(
          ref,
          `assignment#many${index}`,
          rule,
          idOf(index % 2 ? 'faculty' : 'otherStudent'),
        ),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(0)
    expect(await f.attachments.claim(ref, 'assignment#many', rule, by)).toMatchObject({
      fileKey: ref.fileKey,
    })
  })
})

describe('release', () => {
  it("deletes the owner's file and its record, and nothing when it is gone or not the owner's", async () => {
    const ref = await upload('a.pdf', samples.pdf)
    await f.attachments.claim(ref, 'assignment#r1', { purpose: 'document' }, by)
    expect(await f.attachments.release(ref, 'assignment#r2')).toBe(false)
    expect(await f.exists(ref.fileKey)).toBe(true)

    expect(await f.attachments.release(ref, 'assignment#r1')).toBe(true)
    expect(await f.exists(ref.fileKey)).toBe(false)
    expect(await f.records.find(ref.fileKey)).toBeUndefined()
    expect(await f.attachments.release(ref, 'assignment#r1')).toBe(false)
  })

  it('lets go of an unclaimed upload only through its uploader, never through release', async () => {
    const ref = await upload('b.pdf', samples.pdf)
    expect(await f.attachments.release(ref, 'assignment#r3')).toBe(false)
    expect(await f.exists(ref.fileKey)).toBe(true)
  })
})

describe('withUrl', () => {
  it('links a download valid 10 minutes, as an attachment with its name, typed by its extension', async () => {
    const ref = await upload('நன்றி "letter".txt', samples.txt)
    await f.attachments.claim(ref, 'announcement#w1', { purpose: 'document' }, by)
    const { url, ...rest } = await f.attachments.withUrl(ref, { fileName: 'நன்றி "letter".txt' })
    expect(rest).toEqual(ref)
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600')
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ _letter_.txt"; filename*=UTF-8''${encodeURIComponent('நன்றி "letter".txt')}`,
    )
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samples.txt)
  })

  it('names the download after the key unless told, and never links a quarantined upload', async () => {
    const ref = await upload('scan.png', samples.png)
    const response = await fetch((await f.attachments.withUrl(ref)).url)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="scan\.png"/)
    expect(response.headers.get('content-type')).toBe('image/png')
    const quarantined = await upload('scan.png', samples.png, true)
    expect(await failure(f.attachments.withUrl(quarantined))).toMatchObject(notFound)
  })

  it('serves nothing a browser would render as a page, whatever the key says', async () => {
    const attachments = createAttachments({
      client: f.env.client,
      table: f.env.tables.files,
      s3: f.env.s3,
      bucket: f.bucket,
    })
    for (const fileKey of ['files/2026/01/x/page.html', 'files/2026/01/x/logo.svg']) {
      const { url } = await attachments.withUrl({ versionId: 'v', fileKey })
      const type = new URL(url).searchParams.get('response-content-type')
      expect(type).toBe('application/octet-stream')
      expect(new URL(url).searchParams.get('response-content-disposition')).toMatch(/^attachment;/)
    }
  })
})
