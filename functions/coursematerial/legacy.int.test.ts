import { FILE_MESSAGES, MULTIPART_MAX_BYTES } from '@campus/files'
import { expectInvalid, expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Material } from './routes/schemas'
import {
  createCourseMaterialFixture,
  type CourseMaterialFixture,
  fileOf,
  idOf,
  legacyQuery,
  PDF_TEXT,
  regSubIdOf,
} from './testing/fixture'

/**
 * The legacy client's calls (legacy-client.md 2.9): the metadata in the query string, the file as multipart
 * `file`, the token in the query.
 */
let f: CourseMaterialFixture
beforeAll(async () => {
  f = await createCourseMaterialFixture()
})

const create = (fields: Record<string, string>, file?: File | string, token = f.tokens.faculty) =>
  f.callWithForm('POST', `/api/courseMaterial${legacyQuery(fields)}`, { token, file })
const update = (id: string, fields: Record<string, string>, file?: File | string, token = f.tokens.faculty) =>
  f.callWithForm('PUT', `/api/courseMaterial/update/${id}${legacyQuery(fields)}`, { token, file })
const materialsOf = () =>
  f.ok<Material[]>('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('programming')}`, {
    token: f.tokens.faculty,
  })
const titles = async () => (await materialsOf()).map(({ title }) => title)

describe('the legacy create', () => {
  it('keeps the file it received, checked and claimed by the material, and blank parameters as absent', async () => {
    const response = await create(
      { title: 'Unit 2 notes', courseMaterialType: 'ImportantQuestions', description: '' },
      fileOf(PDF_TEXT, 'Unit 2.pdf'),
    )
    expect(response.status).toBe(200)
    const material = response.body as unknown as Material
    expect(material).toMatchObject({
      title: 'Unit 2 notes',
      subjectId: regSubIdOf('programming'),
      courseMaterialType: 'ImportantQuestions',
      createdBy: idOf('faculty'),
      file: { fileName: 'Unit 2.pdf', fileKey: expect.stringMatching(/^files\/.+\/Unit 2\.pdf$/) },
    })
    expect(material).not.toHaveProperty('description')
    expect(material).not.toHaveProperty('link')
    expect(await f.uploads.find(material.file.fileKey)).toMatchObject({
      state: 'STORED',
      uploadedBy: idOf('faculty'),
      claimedBy: `material#${material.id}`,
      contentType: 'application/pdf',
    })
    expect(await (await fetch(material.file.url)).text()).toBe(PDF_TEXT)
  })

  it('takes a link without a file, and refuses neither', async () => {
    expect((await create({ title: 'Linked', link: 'https://example.edu/notes' })).status).toBe(200)
    expectInvalid(await create({ title: 'Nothing attached' }), [
      { path: 'file', message: 'Attach a file or give a link' },
    ])
    expect(await titles()).not.toContain('Nothing attached')
  })

  it('answers 413 for a file above 4.5 MB and keeps nothing', async () => {
    const big = fileOf(new Uint8Array(MULTIPART_MAX_BYTES + 1), 'Big.pdf')
    expectRefused(await create({ title: 'Too big' }, big), 413, 'FILE_TOO_LARGE')
    expect(await titles()).not.toContain('Too big')
  })

  it('refuses a file the document rules or the content check refuse, with the legacy message', async () => {
    for (const [file, message] of [
      [fileOf('<html><script>alert(1)</script></html>', 'notes.pdf'), FILE_MESSAGES.format],
      [fileOf(PDF_TEXT, 'setup.exe'), FILE_MESSAGES.format],
      [fileOf(new Uint8Array(1024 * 1024 + 1).fill(0xff), 'scan.jpg'), FILE_MESSAGES.formatAndSize],
    ] as const) {
      const response = await create({ title: 'Refused file' }, file)
      expectRefused(response, 400, 'FILE_REFUSED')
      expect(response.body.error?.message).toBe(message)
    }
    expect(await titles()).not.toContain('Refused file')
    expect(await f.uploads.listByUploader(idOf('faculty'), 100)).not.toContainEqual(
      expect.objectContaining({ fileName: 'notes.pdf' }),
    )
  })

  it('checks rights before keeping the file', async () => {
    const response = await create(
      { title: 'Not my subject', subjectId: regSubIdOf('maths') },
      fileOf(PDF_TEXT, 'Elsewhere.pdf'),
    )
    expectRefused(response, 403, 'FORBIDDEN')
    expect(await f.uploads.listByUploader(idOf('faculty'), 100)).not.toContainEqual(
      expect.objectContaining({ fileName: 'Elsewhere.pdf' }),
    )
  })

  it('refuses query parameters it does not take, so nothing server-owned is set that way', async () => {
    const response = await create({ title: 'Forged', createdBy: idOf('admin') }, fileOf(PDF_TEXT, 'a.pdf'))
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toMatch(/createdBy/)
    expectInvalid(
      await create({ title: 'Bad type', courseMaterialType: 'Slides' }, fileOf(PDF_TEXT, 'b.pdf')),
      [
        {
          path: 'courseMaterialType',
          message: 'Choose a type: ImportantQuestions, QuestionBank, Syllabus, References, Notes, Other',
        },
      ],
    )
  })
})

describe('the legacy update', () => {
  it('keeps the file when the client sends the text undefined, and replaces it with a new one', async () => {
    const created = (await create({ title: 'Versioned' }, fileOf(PDF_TEXT, 'v1.pdf')))
      .body as unknown as Material
    const kept = await update(created.id, { title: 'Versioned, renamed' }, 'undefined')
    expect(kept.status).toBe(200)
    expect(kept.body).toMatchObject({ title: 'Versioned, renamed', file: { fileKey: created.file.fileKey } })
    const replaced = await update(created.id, { title: 'Versioned, v2' }, fileOf('%PDF-1.7 second', 'v2.pdf'))
    expect(replaced.body).toMatchObject({ file: { fileName: 'v2.pdf' } })
    expect(await f.uploads.find(created.file.fileKey)).toBeUndefined()
    expect(await f.stored(created.file.fileKey)).toBe(false)
  })

  it('keeps a link the web app set when the legacy client sends none, and removes it on an empty link=', async () => {
    const created = (
      await create({ title: 'Both', link: 'https://example.edu/both' }, fileOf(PDF_TEXT, 'both.pdf'))
    ).body as unknown as Material
    const kept = await update(created.id, { title: 'Both' }, 'undefined')
    expect(kept.body).toMatchObject({ link: 'https://example.edu/both' })
    const removed = await update(created.id, { title: 'Both', link: '' }, 'undefined')
    expect(removed.status).toBe(200)
    expect(removed.body).not.toHaveProperty('link')
  })

  it('is refused to another faculty member before the file is read', async () => {
    const created = (await create({ title: 'Mine' }, fileOf(PDF_TEXT, 'mine.pdf')))
      .body as unknown as Material
    const response = await update(
      created.id,
      { title: 'Theirs' },
      fileOf(PDF_TEXT, 'theirs.pdf'),
      f.tokens.otherFaculty,
    )
    expectRefused(response, 403, 'FORBIDDEN')
    expect(await f.uploads.listByUploader(idOf('otherFaculty'), 100)).toEqual([])
  })
})

describe('the JSON and multipart forms', () => {
  it('answers 415 for a body that is neither JSON nor multipart', async () => {
    const response = await f.call('POST', '/api/courseMaterial', {
      token: f.tokens.faculty,
      rawBody: 'title=x',
      headers: { 'content-type': 'text/plain' },
    })
    expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
  })
})
