import { createAuditLog } from '@campus/db'
import { createTestTables, type TestTables } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAttachments, type FileSender } from './attachments'
import { createUploadRecords } from './records'
import { FILE_MESSAGES, IMAGE_MAX_BYTES } from './rules'

/** A file a legacy multipart call received, and its sender. */
const bytesOf = (text: string) => new TextEncoder().encode(text)
const PDF = bytesOf('%PDF-1.4\n% course notes\n%%EOF\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0])
const sender: FileSender = { userId: 'id-faculty', userType: 'FACULTY', requestId: 'req-1' }

let env: TestTables
/** The files table: this package sees no manifest, so table names are plain strings here. */
let filesTable: string
let attachments: ReturnType<typeof createAttachments>
beforeAll(async () => {
  env = await createTestTables()
  filesTable = env.tables.files ?? ''
  attachments = createAttachments({
    client: env.client,
    table: filesTable,
    s3: env.s3,
    bucket: env.buckets.attachments,
  })
})

const records = () => createUploadRecords(env.client, filesTable)
const auditOf = (fileKey: string) => createAuditLog(env.client, filesTable).listForRecord('upload', fileKey)

/** A call that must fail, and the error it failed with. */
async function failure(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    return error as { status: number; code: string; message: string }
  }
  throw new Error('It did not fail.')
}

describe('storeReceived', () => {
  it('keeps a checked file under a generated key, already claimed by its record, and audits it', async () => {
    const stored = await attachments.storeReceived(
      { name: 'C:\\fakepath\\Unit 1 notes.pdf', bytes: PDF },
      'material#m1',
      { purpose: 'document' },
      sender,
    )
    expect(stored).toEqual({
      versionId: expect.any(String),
      fileKey: expect.stringMatching(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/Unit 1 notes\.pdf$/),
      fileName: 'Unit 1 notes.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    })
    expect(await records().find(stored.fileKey)).toMatchObject({
      state: 'STORED',
      purpose: 'document',
      uploadedBy: 'id-faculty',
      claimedBy: 'material#m1',
    })
    // Claimed from the start: the sweep of unclaimed uploads never sees it.
    expect(await records().listUnclaimedBefore(Date.now() + 1000, 100)).not.toContainEqual(
      expect.objectContaining({ fileKey: stored.fileKey }),
    )
    expect(await auditOf(stored.fileKey)).toEqual([
      expect.objectContaining({
        action: 'UPLOAD',
        actorId: 'id-faculty',
        actorType: 'FACULTY',
        requestId: 'req-1',
      }),
    ])
    // Its record may claim it again (a retried request), and release it like any claimed file.
    expect(await attachments.claim(stored, 'material#m1', { purpose: 'document' }, 'id-faculty')).toEqual(
      stored,
    )
    expect(await attachments.release(stored, 'material#m1')).toBe(true)
    expect(await records().find(stored.fileKey)).toBeUndefined()
  })

  it.each([
    ['a type the purpose does not take', 'setup.exe', PDF, FILE_MESSAGES.format],
    ['an image above 1 MB', 'scan.png', new Uint8Array(IMAGE_MAX_BYTES + 1), FILE_MESSAGES.formatAndSize],
    ['an empty file', 'empty.pdf', new Uint8Array(), FILE_MESSAGES.empty],
    ['a name with a direction override', 'notes\u202Efdp.exe', PDF, FILE_MESSAGES.name],
    ['HTML named .pdf', 'notes.pdf', bytesOf('<html><script>alert(1)</script></html>'), FILE_MESSAGES.format],
    ['a PDF named .docx', 'essay.docx', PDF, FILE_MESSAGES.format],
  ])('refuses %s with the legacy message and keeps nothing', async (_, name, bytes, message) => {
    const before = await records().listByUploader('id-refused', 100)
    const refused = await failure(
      attachments.storeReceived(
        { name, bytes },
        'material#m2',
        { purpose: 'document' },
        {
          ...sender,
          userId: 'id-refused',
        },
      ),
    )
    expect(refused).toMatchObject({ status: 400, code: 'FILE_REFUSED', message })
    expect(await records().listByUploader('id-refused', 100)).toEqual(before)
  })
})

describe('withUrl inline', () => {
  const store = (name: string, bytes: Uint8Array) =>
    attachments.storeReceived({ name, bytes }, `material#${name}`, { purpose: 'document' }, sender)

  it('serves a PDF and an image inline with their own type, for a page to show in place', async () => {
    for (const [name, bytes, type] of [
      ['Unit 1.pdf', PDF, 'application/pdf'],
      ['diagram.png', PNG, 'image/png'],
    ] as const) {
      const file = await store(name, bytes)
      const shown = await fetch((await attachments.withUrl(file, { inline: true })).url)
      expect(shown.status).toBe(200)
      expect(shown.headers.get('content-type')).toBe(type)
      expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="/)
      expect(new Uint8Array(await shown.arrayBuffer())).toEqual(bytes)
      // Without the option it is a download, as every attachment is.
      const downloaded = await fetch((await attachments.withUrl(file)).url)
      expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; filename="/)
    }
  })

  it('keeps any other type an attachment even when asked to show it inline', async () => {
    const file = await store('essay.docx', DOCX)
    const shown = await fetch((await attachments.withUrl(file, { inline: true })).url)
    expect(shown.headers.get('content-disposition')).toMatch(/^attachment; filename="essay\.docx"/)
    expect(shown.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })
})
