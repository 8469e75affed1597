import { describe, expect, it } from 'vitest'
import type { Material } from './routes/schemas'
import { createCourseMaterialFixture, fileOf, legacyQuery, PDF_TEXT, regSubIdOf } from './testing/fixture'

/**
 * The legacy client's course material writes (legacy-client.md 2.9) as it makes them: the metadata in the
 * query string, the file as multipart `file` (the text `undefined` when unchanged), the token in the query.
 */
const f = await createCourseMaterialFixture()
const { faculty } = f.tokens
const listed = async () =>
  f.ok<Material[]>('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('programming')}`, {
    token: faculty,
  })

describe('the legacy course material writes', () => {
  it('creates a material, updates it without and with a new file, and deletes it answering true', async () => {
    const created = await f.callWithForm('POST', `/api/courseMaterial${legacyQuery({ title: 'Unit 3' })}`, {
      token: faculty,
      file: fileOf(PDF_TEXT, 'Unit 3.pdf'),
    })
    expect(created.status).toBe(200)
    const id = String(created.body.id)
    const update = (title: string, file: File | string) =>
      f.callWithForm('PUT', `/api/courseMaterial/update/${id}${legacyQuery({ title })}`, {
        token: faculty,
        file,
      })
    expect((await update('Unit 3, revised', 'undefined')).status).toBe(200)
    expect((await update('Unit 3, v2', fileOf(PDF_TEXT, 'v2.pdf'))).status).toBe(200)
    expect((await listed()).find((material) => material.id === id)).toMatchObject({
      title: 'Unit 3, v2',
      file: { fileName: 'v2.pdf' },
    })

    const deleted = await f.call('DELETE', `/api/courseMaterial/${id}`, { token: faculty })
    expect(deleted).toMatchObject({ status: 200, body: true })
    expect((await listed()).map((material) => material.id)).not.toContain(id)
  })
})
