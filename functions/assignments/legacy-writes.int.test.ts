import { describe, expect, it } from 'vitest'
import { createAssignmentsFixture, deadlineIn, SUBJECTS } from './testing/fixture'

/**
 * The legacy client's assignment writes (legacy-client.md 2.10), each with the body it sends: the assignment
 * goes back whole, as `GET /api/assignment/<id>` answered it.
 */
const f = await createAssignmentsFixture()
const { faculty, student } = f.tokens

type Assignment = Record<string, unknown> & { id: string; title: string; file?: { fileKey: string } }
const read = (id: string) => f.ok<Assignment>('GET', `/api/assignment/${id}`, { token: faculty })
const ownSubmission = async (id: string) =>
  (
    await f.ok<{ studentFile?: { fileKey: string } }[]>('GET', `/api/assignment/getsingleassignment/${id}`, {
      token: student,
    })
  )[0]?.studentFile

describe('the legacy assignment writes', () => {
  it('composes, edits the whole assignment with a new file and subject, and takes and withdraws a submission', async () => {
    const composed = await f.call('POST', '/api/assignment/send/', {
      token: faculty,
      body: {
        title: 'Lab record 2',
        message: 'Programs 4 to 6.',
        file: {},
        deadLine: deadlineIn(7),
        subjects: SUBJECTS.programming.id,
        subjectName: 'Programming',
        submission: 'Enable',
      },
    })
    expect(composed.status).toBe(200)
    const id = String(composed.body.id)

    const file = await f.upload('Brief.pdf')
    const edited = await f.call('PUT', '/api/assignment/update', {
      token: faculty,
      body: {
        ...(await read(id)),
        title: 'Lab record 2 (revised)',
        subjects: [SUBJECTS.programming.id],
        file,
      },
    })
    expect(edited.status).toBe(200)
    expect(await read(id)).toMatchObject({ title: 'Lab record 2 (revised)', file: { fileKey: file.fileKey } })
    const resent = await f.call('PUT', '/api/assignment/update', { token: faculty, body: await read(id) })
    expect(resent.status).toBe(200)

    const answer = await f.upload('answer.pdf', '%PDF-1.4 answer', 'id-student')
    const submitted = await f.call('POST', '/api/assignment/studentSubmission', {
      token: student,
      body: { assignmentId: id, studentFile: { fileKey: answer.fileKey, versionId: answer.versionId } },
    })
    expect(submitted.status).toBe(200)
    expect(await ownSubmission(id)).toMatchObject({ fileKey: answer.fileKey })
    const withdrawn = await f.call('DELETE', `/api/assignment/updatestudentSubmission/${id}`, {
      token: student,
    })
    expect(withdrawn.status).toBe(200)
    expect(await ownSubmission(id)).toBeUndefined()
  })
})
