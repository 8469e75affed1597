import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aMaterial, createCourseMaterialFixture, idOf } from './testing/fixture'

const f = await createCourseMaterialFixture()

/** Issue 29: an upload is attached only by whoever made it. */
describe("someone else's upload", () => {
  it('is refused as material (403 FILE_NOT_YOURS), and its uploader adds it', async () => {
    const file = await f.upload('Notes.pdf', undefined, idOf('hod'))
    const body = aMaterial({ file })
    const refused = await f.call('POST', '/api/courseMaterial', { token: f.tokens.faculty, body })
    expectRefused(refused, 403, 'FILE_NOT_YOURS')
    expect(await f.uploads.find(file.fileKey)).not.toHaveProperty('claimedBy')
    const mine = await f.upload('Notes.pdf')
    const added = await f.call('POST', '/api/courseMaterial', {
      token: f.tokens.faculty,
      body: aMaterial({ file: mine }),
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
  })
})
