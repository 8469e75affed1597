import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createAssignmentsFixture, deadlineIn, idOf, SUBJECTS } from './testing/fixture'

const f = await createAssignmentsFixture()
const { tokens } = f

/** Issue 29: an upload is attached only by whoever made it; 0 foreign claims of the two assignment paths. */
describe("someone else's upload", () => {
  it("is refused as an assignment's file (403 FILE_NOT_YOURS)", async () => {
    const file = await f.upload('Brief.pdf', undefined, idOf('otherFaculty'))
    const body = {
      title: 'Lab record 1',
      message: 'Write and run the three programs.',
      deadLine: deadlineIn(7),
      subjects: SUBJECTS.programming.id,
      submission: 'Enable',
      file,
    }
    const refused = await f.call('POST', '/api/assignment/send/', { token: tokens.faculty, body })
    expectRefused(refused, 403, 'FILE_NOT_YOURS')
    expect(await f.uploads.find(file.fileKey)).not.toHaveProperty('claimedBy')
  })

  it("is refused as a student's submission (403 FILE_NOT_YOURS), another student's included", async () => {
    const { id } = await f.compose()
    for (const uploader of ['faculty', 'studentB'] as const) {
      const studentFile = await f.upload('Answer.pdf', '%PDF-1.4 answer', idOf(uploader))
      const refused = await f.call('POST', '/api/assignment/studentSubmission', {
        token: tokens.student,
        body: { assignmentId: id, studentFile },
      })
      expectRefused(refused, 403, 'FILE_NOT_YOURS')
      expect(await f.uploads.find(studentFile.fileKey)).not.toHaveProperty('claimedBy')
    }
    expect(await f.submit(id)).toMatchObject({ assignmentId: id })
  })
})
