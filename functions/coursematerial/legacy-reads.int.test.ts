import { describe, expect, it } from 'vitest'
import {
  aMaterial,
  createCourseMaterialFixture,
  fileOf,
  idOf,
  legacyQuery,
  PDF_TEXT,
  regSubIdOf,
} from './testing/fixture'

/**
 * The legacy client's course material reads (legacy-client.md 2.9), each sent as the client builds it (spacing
 * included) and checked for the fields the client then reads: one material with a file, one with only a link
 * (whose `file` the client still dereferences).
 */
const f = await createCourseMaterialFixture()
const { faculty, student } = f.tokens

type Row = Record<string, unknown> & { id: string }
const withFile = (
  await f.callWithForm(
    'POST',
    `/api/courseMaterial${legacyQuery({ title: 'Unit 1 notes', description: 'Chapter 1' })}`,
    {
      token: faculty,
      file: fileOf(PDF_TEXT, 'Unit 1.pdf'),
    },
  )
).body as Row
const linkOnly = await f.ok<Row>('POST', '/api/courseMaterial', {
  token: faculty,
  body: aMaterial({ title: 'Unit 2 video' }),
})

const listedFields = (title: string) => ({
  title,
  subjectId: regSubIdOf('programming'),
  subjectName: 'Programming in C',
  courseMaterialType: 'Notes',
  description: expect.any(String),
})
const aFile = { url: expect.any(String), fileKey: expect.any(String) }
const byId = (rows: Row[], id: string) => rows.find((row) => row.id === id)

describe('the legacy course material reads (2.9)', () => {
  it("GET /api/courseMaterial/staff?in=stafflist.staffid eq<userId> &order=dec&sort=subjectId: the staff member's materials", async () => {
    const rows = await f.ok<Row[]>(
      'GET',
      `/api/courseMaterial/staff?in=stafflist.staffid eq${idOf('faculty')} &order=dec&sort=subjectId`,
      { token: faculty },
    )
    expect(byId(rows, withFile.id)).toMatchObject({
      ...listedFields('Unit 1 notes'),
      id: withFile.id,
      file: aFile,
      createdByStaff: expect.any(String),
    })
    // A link without a file still answers `file`: the client reads file.url on every row.
    expect(byId(rows, linkOnly.id)).toMatchObject({ ...listedFields('Unit 2 video'), file: {} })
  })

  it("GET /api/courseMaterial?filter=subjectId eq <id>: a subject's materials (staff view)", async () => {
    const rows = await f.ok<Row[]>(
      'GET',
      `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('programming')}`,
      {
        token: faculty,
      },
    )
    expect(byId(rows, withFile.id)).toMatchObject({ ...listedFields('Unit 1 notes'), file: aFile })
    expect(byId(rows, linkOnly.id)).toMatchObject({ file: {} })
  })

  it('GET /api/courseMaterial?filter=subjectId eq  <regSubId> &sort=subjectId&order=dec&operation=W: the student view', async () => {
    const rows = await f.ok<Row[]>(
      'GET',
      `/api/courseMaterial?filter=subjectId eq  ${regSubIdOf('programming')} &sort=subjectId&order=dec&operation=W`,
      { token: student },
    )
    expect(byId(rows, withFile.id)).toMatchObject({ ...listedFields('Unit 1 notes'), file: aFile })
    expect(byId(rows, linkOnly.id)).toMatchObject({ file: {} })
  })
})
