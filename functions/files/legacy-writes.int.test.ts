import { describe, expect, it } from 'vitest'
import { createFilesFixture, fileOf, samples } from './testing/fixture'

/**
 * The legacy client's file writes (legacy-client.md 2.2), one after another as its screens make them: the
 * external calls without a token, the assignment screens' calls with one. Each answers `{versionId, fileKey}`.
 */
const f = await createFilesFixture()
const student = await f.login('student')
const address = { address: '198.51.100.7' }

type Ref = { versionId: string; fileKey: string }
const refOf = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(200)
  return response.body as Ref
}
const refQuery = (ref: Ref) => `versionId=${ref.versionId}&fileKey=${encodeURIComponent(ref.fileKey)}`

describe('the legacy file writes', () => {
  it('uploads, replaces and deletes a file without a token', async () => {
    const created = refOf(
      await f.send('POST', '/api/s3/external/createInJackprodigy', fileOf(samples.pdf, 'a.pdf'), address),
    )
    const oldRef = `oldVersionId=${created.versionId}&oldFileName=${encodeURIComponent(created.fileKey)}`
    const replaced = refOf(
      await f.send(
        'PUT',
        `/api/s3/external/updateInJackprodigy?${oldRef}`,
        fileOf(samples.pdf, 'b.pdf'),
        address,
      ),
    )
    expect(await f.exists(created.fileKey)).toBe(false)
    const deleted = await f.send(
      'DELETE',
      `/api/s3/external/deleteInJackprodigy?${refQuery(replaced)}`,
      undefined,
      address,
    )
    expect(deleted.status).toBe(200)
    expect(await f.exists(replaced.fileKey)).toBe(false)
  })

  it('uploads, replaces and deletes a file with a token', async () => {
    const token = { token: student }
    const created = refOf(
      await f.send('POST', '/api/announcement/fileValidation', fileOf(samples.pdf, 'c.pdf'), token),
    )
    const replaced = refOf(
      await f.send(
        'PUT',
        `/api/s3/updateInJackprodigy/${created.versionId}/${created.fileKey}`,
        fileOf(samples.pdf, 'd.pdf'),
        token,
      ),
    )
    expect(await f.exists(created.fileKey)).toBe(false)
    expect((await f.call('DELETE', `/api/s3/deleteInJackprodigy?${refQuery(replaced)}`, token)).status).toBe(
      200,
    )
    expect(await f.exists(replaced.fileKey)).toBe(false)
  })
})
