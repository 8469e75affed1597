import type { FeedbackExport } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'

const f = await createFeedbackFixture()
const faculty = await f.login('faculty', { userId: 'faculty-q' })
const otherFaculty = await f.login('faculty', { userId: 'faculty-r' })

const ask = (token: string, staffId: string) =>
  f.call('POST', '/boot/feedback/v2/export', { token, body: { kind: 'staff_feedback_report', staffId } })

/** Issue 29: identical export requests share one request and one job while it runs or is fresh. */
describe('identical export requests', () => {
  it('start one job for 50 at once, all 50 answered with that request, and a fresh READY one starts none', async () => {
    const release = f.jobs.hold()
    const before = f.jobs.started()
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(faculty, 'faculty-q')))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 202))
    const ids = new Set(answers.map((answer) => (answer.body as unknown as FeedbackExport).id))
    expect(ids.size).toBe(1)
    expect(f.jobs.started() - before).toBe(1)
    release()
    await f.jobs.done()

    const again = await ask(faculty, 'faculty-q')
    expect(again.body).toMatchObject({ id: [...ids][0], status: 'READY', progress: 100 })
    expect(f.jobs.started() - before).toBe(1)

    // Another caller's request, even of the same kind, is theirs: its own request and job.
    const theirs = await ask(otherFaculty, 'faculty-r')
    expect((theirs.body as unknown as FeedbackExport).id).not.toBe([...ids][0])
    await f.jobs.done()
    expect(f.jobs.started() - before).toBe(2)
  })
})
