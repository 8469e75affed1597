import { describe, expect, it } from 'vitest'
import { createAssignmentsFixture, idOf } from './testing/fixture'

/**
 * The legacy client's assignment reads (legacy-client.md 2.10), each sent as the client builds it and checked
 * for the fields the client then reads, with the types it reads them as: one assignment with a file and a
 * submission, one without a file (whose `file` the client still dereferences).
 */
const f = await createAssignmentsFixture()
const { faculty, student } = f.tokens

type Row = Record<string, unknown> & { id: string }
const brief = await f.upload('Brief.pdf')
const withFile = await f.compose({ title: 'With a brief', file: brief })
const withoutFile = await f.compose({ title: 'Without a brief', file: {} })
const answer = await f.upload('answer.pdf', '%PDF-1.4 answer', idOf('student'))
await f.ok('POST', '/api/assignment/studentSubmission', {
  token: student,
  body: { assignmentId: withFile.id, studentFile: { fileKey: answer.fileKey, versionId: answer.versionId } },
})

const aFile = (fileKey: string) => ({ fileKey, url: expect.any(String) })
/** The list fields both the sent and the received lists show. */
const listed = (title: string) => ({
  title,
  subjectName: expect.any(String),
  createdOn: expect.any(Number),
  modifiedOn: expect.any(Number),
  message: expect.any(String),
  deadLine: expect.any(String),
  submission: 'Enable',
})
const byId = (rows: Row[], id: string) => rows.find((row) => row.id === id)

describe('the legacy assignment reads (2.10)', () => {
  it('GET /api/assignment/sent?filter=createdBy eq <userId>: the sent list, file.fileKey read on every row', async () => {
    const sent = await f.ok<Row[]>('GET', `/api/assignment/sent?filter=createdBy eq ${idOf('faculty')}`, {
      token: faculty,
    })
    expect(byId(sent, withFile.id)).toMatchObject({ ...listed('With a brief'), file: aFile(brief.fileKey) })
    expect(byId(sent, withoutFile.id)).toMatchObject({ ...listed('Without a brief'), file: {} })
  })

  it('GET /api/assignment/<id>: the assignment the edit form sends back', async () => {
    expect(await f.ok<Row>('GET', `/api/assignment/${withFile.id}`, { token: faculty })).toMatchObject({
      ...listed('With a brief'),
      id: withFile.id,
      file: aFile(brief.fileKey),
    })
  })

  it("GET /api/assignment/view: the student's list with the sender's name", async () => {
    const received = await f.ok<Row[]>('GET', '/api/assignment/view', { token: student })
    expect(byId(received, withFile.id)).toMatchObject({
      ...listed('With a brief'),
      id: withFile.id,
      name: 'Faculty One',
      file: aFile(brief.fileKey),
    })
    expect(byId(received, withoutFile.id)).toMatchObject({ file: {} })
  })

  it("GET /api/assignment/getsingleassignment/<id>: [0].studentFile.fileKey is the student's upload", async () => {
    const own = await f.ok<Row[]>('GET', `/api/assignment/getsingleassignment/${withFile.id}`, {
      token: student,
    })
    expect(own[0]).toMatchObject({ studentFile: expect.objectContaining({ fileKey: answer.fileKey }) })
  })

  it('GET /api/assignment/getassignment/<id>: every row has name, barcode {url, fileKey} and attendanceDate', async () => {
    const rows = await f.ok<Row[]>('GET', `/api/assignment/getassignment/${withFile.id}`, { token: faculty })
    expect(rows).toContainEqual(
      expect.objectContaining({
        name: 'Asha',
        barcode: expect.objectContaining(aFile(answer.fileKey)),
        attendanceDate: expect.anything(),
      }),
    )
    // Students yet to submit still carry `barcode` (empty): the client reads barcode.url on every row.
    for (const row of rows)
      expect(row).toMatchObject({ name: expect.any(String), barcode: expect.any(Object) })
  })
})
