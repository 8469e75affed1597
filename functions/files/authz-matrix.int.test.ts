import { accessRulesOf, describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createFilesFixture, fileOf, samples } from './testing/fixture'

const f = await createFilesFixture()

/**
 * An upload is its uploader's until a record claims it: the sample deletes a student's upload as that
 * student and as another student.
 */
function scopeSamples(): Record<string, ScopeSample> {
  return {
    'DELETE /api/s3/:action': async () => {
      const owner = await f.login('student')
      const response = await f.send(
        'POST',
        '/api/announcement/fileValidation',
        fileOf(samples.pdf, 'mine.pdf'),
        {
          token: owner,
        },
      )
      const { versionId, fileKey } = response.body as { versionId: string; fileKey: string }
      const path = `/api/s3/deleteInJackprodigy?versionId=${versionId}&fileKey=${encodeURIComponent(fileKey)}`
      return { own: { token: owner, path }, other: { token: await f.login('otherStudent'), path } }
    },
  }
}

await describeDomainAccessMatrix('files', f, scopeSamples)

describe('files access rules', () => {
  it('lets every signed-in user upload, and anyone use the legacy external calls', () => {
    expect(accessRulesOf(f.app)).toEqual({
      'POST /api/s3/uploads': ['signed-in', 'own'],
      'POST /api/s3/uploads/confirm': ['signed-in', 'own'],
      'GET /api/s3/uploads/mine': ['signed-in', 'own'],
      'POST /api/announcement/fileValidation': ['signed-in', 'own'],
      'POST /api/s3/external/:action': ['public', undefined],
      'PUT /api/s3/external/:action': ['public', undefined],
      'DELETE /api/s3/external/:action': ['public', undefined],
      'PUT /api/s3/:action/:versionId/:fileKey{.+}': ['signed-in', 'college'],
      'DELETE /api/s3/:action': ['signed-in', 'own'],
    })
  })

  it("lists only the caller's own uploads, newest first, as many as asked", async () => {
    const token = await f.login('hod')
    const start = Date.now()
    for (const [index, name] of ['first.pdf', 'second.pdf'].entries()) {
      f.clock.now = () => start + index * 1000
      await f.send('POST', '/api/announcement/fileValidation', fileOf(samples.pdf, name), { token })
    }
    f.clock.now = () => Date.now()
    const latest = await f.ok<{ fileName: string }[]>('GET', '/api/s3/uploads/mine?count=1', { token })
    expect(latest.map(({ fileName }) => fileName)).toEqual(['second.pdf'])
    const all = await f.ok<{ fileName: string }[]>('GET', '/api/s3/uploads/mine', { token })
    expect(all.map(({ fileName }) => fileName)).toEqual(['second.pdf', 'first.pdf'])
    expect(await f.ok('GET', '/api/s3/uploads/mine', { token: await f.login('admin') })).toEqual([])
    const refused = await f.call('GET', '/api/s3/uploads/mine?count=500', { token })
    expect(refused.status).toBe(400)
  })
})
