import { expectInvalid, expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Material } from './routes/schemas'
import {
  aMaterial,
  createCourseMaterialFixture,
  type CourseMaterialFixture,
  regSubIdOf,
} from './testing/fixture'

/** Bad input is a 400 naming the field, never a 500 and never a write. */
let f: CourseMaterialFixture
let existing: Material
beforeAll(async () => {
  f = await createCourseMaterialFixture()
  existing = await f.ok<Material>('POST', '/api/courseMaterial', {
    token: f.tokens.faculty,
    body: aMaterial(),
  })
})

const post = (body: unknown) => f.call('POST', '/api/courseMaterial', { token: f.tokens.faculty, body })
const put = (body: unknown) =>
  f.call('PUT', `/api/courseMaterial/update/${existing.id}`, { token: f.tokens.faculty, body })
const stored = () =>
  f.ok<Material[]>('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('programming')}`, {
    token: f.tokens.faculty,
  })

const TYPES = 'Choose a type: ImportantQuestions, QuestionBank, Syllabus, References, Notes, Other'
const LINK = 'Enter a link starting with http:// or https://'

describe('a material body', () => {
  it.each([
    [
      'an unknown key',
      { extra: 1 },
      [{ path: 'extra', message: '"extra" is not a field this request takes' }],
    ],
    [
      'a server-owned field that is no record metadata',
      { subjectName: 'Maths' },
      [{ path: 'subjectName', message: '"subjectName" is not a field this request takes' }],
    ],
    [
      'a key inside the file',
      { file: { versionId: 'v', fileKey: 'k', url: 'x' } },
      [{ path: 'file.url', message: '"url" is not a field this request takes' }],
    ],
  ])('refuses %s', async (_, overrides, details) => {
    const response = await post(aMaterial(overrides))
    expectRefused(response, 400, 'UNKNOWN_FIELDS')
    expect(response.body.error?.details).toEqual(details)
  })

  it.each([
    ['a blank title', { title: '   ' }, [{ path: 'title', message: 'Title is required' }]],
    ['no title', { title: undefined }, [{ path: 'title', message: 'Title is required' }]],
    ['a number as title', { title: 42 }, [{ path: 'title', message: 'Title must be text' }]],
    [
      'a title of 201 characters',
      { title: 'x'.repeat(201) },
      [{ path: 'title', message: 'Title must be at most 200 characters' }],
    ],
    [
      'a description of 2001 characters',
      { description: 'd'.repeat(2001) },
      [{ path: 'description', message: 'Description must be at most 2000 characters' }],
    ],
    [
      'a type outside the list',
      { courseMaterialType: 'Slides' },
      [{ path: 'courseMaterialType', message: TYPES }],
    ],
    [
      'a type in another case',
      { courseMaterialType: 'notes' },
      [{ path: 'courseMaterialType', message: TYPES }],
    ],
    ['no subject', { subjectId: '' }, [{ path: 'subjectId', message: 'Choose a subject' }]],
    ['a javascript: link', { link: 'javascript:alert(1)' }, [{ path: 'link', message: LINK }]],
    ['an ftp link', { link: 'ftp://example.edu/notes' }, [{ path: 'link', message: LINK }]],
    [
      'a link of 2001 characters',
      { link: `https://example.edu/${'a'.repeat(1990)}` },
      [{ path: 'link', message: 'A link has at most 2000 characters' }],
    ],
    [
      'an empty file reference',
      { file: { versionId: '', fileKey: '' } },
      [
        { path: 'file.versionId', message: 'versionId is required' },
        { path: 'file.fileKey', message: 'fileKey is required' },
      ],
    ],
  ])('refuses %s, naming the field', async (_, overrides, details) => {
    expectInvalid(await post(aMaterial(overrides)), details)
  })

  it.each([
    ['a lone surrogate', 'Notes \uD800'],
    ['a control character', 'Notes\u0007'],
  ])('refuses a title holding %s', async (_, title) => {
    const response = await post(aMaterial({ title }))
    expectRefused(response, 400, 'VALIDATION_FAILED')
    expect(response.body.error?.details).toEqual([
      { path: 'title', message: expect.stringMatching(/^Contains a/) },
    ])
  })

  it('refuses bodies that are not a material: a list, nothing, malformed JSON, a huge text', async () => {
    for (const body of [[], null, 'text']) expect((await post(body)).status).toBe(400)
    const malformed = await f.call('POST', '/api/courseMaterial', {
      token: f.tokens.faculty,
      rawBody: '{"title": ',
    })
    expect(malformed.status).toBe(400)
    const huge = await post(aMaterial({ description: 'x'.repeat(2_000_000) }))
    expectRefused(huge, 413, 'PAYLOAD_TOO_LARGE')
  })

  it('keeps text in any script as written, trimmed', async () => {
    const title = '  அலகு 1 — குறிப்புகள் 📘 Ünïcödé  '
    const material = await f.ok<Material>('POST', '/api/courseMaterial', {
      token: f.tokens.faculty,
      body: aMaterial({ title, description: 'நன்றி\nLine two' }),
    })
    expect(material).toMatchObject({ title: title.trim(), description: 'நன்றி\nLine two' })
  })

  it('refuses the same problems on an update, and changes nothing', async () => {
    expectRefused(await put(aMaterial({ extra: 1 })), 400, 'UNKNOWN_FIELDS')
    expectInvalid(await put(aMaterial({ title: '' })), [{ path: 'title', message: 'Title is required' }])
    expectInvalid(await put(aMaterial({ courseMaterialType: 'Other ' })), [
      { path: 'courseMaterialType', message: TYPES },
    ])
    expectRefused(await put(aMaterial({ subjectId: 'rs-none' })), 400, 'SUBJECT_NOT_FOUND')
    expect((await stored()).find(({ id }) => id === existing.id)).toEqual(existing)
  })

  it('wrote nothing for any refused body', async () => {
    const titles = (await stored()).map(({ title }) => title)
    expect(titles.sort()).toEqual(['Unit 1 notes', 'அலகு 1 — குறிப்புகள் 📘 Ünïcödé'].sort())
  })

  it("ignores the record metadata the server answers (id, author, times), writing the server's own", async () => {
    const forged = { id: 'mine', createdBy: 'id-admin', createdOn: 1, modifiedOn: 2 }
    const updated = await put(aMaterial(forged))
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      id: existing.id,
      createdBy: existing.createdBy,
      createdOn: existing.createdOn,
    })
    const created = await post(aMaterial({ ...forged, title: 'Forged metadata' }))
    expect(created.status).toBe(200)
    expect(created.body.id).not.toBe('mine')
    expect(created.body).toMatchObject({ createdBy: existing.createdBy })
    expect(created.body.createdOn).toBeGreaterThan(1)
  })
})
