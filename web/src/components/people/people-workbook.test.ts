import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { PERSON_HEADERS as H, personColumns, personWorkbook } from './people-workbook'

const shared = englishT('components')
const texts = { t: shared, shared }

/** A workbook with one column of its own, keyed on email as the staff workbook is. */
const workbook = personWorkbook({
  kind: 'STAFF',
  noun: () => 'staff',
  required: [H.email, H.name],
  columns: (_lookups: null) => {
    const person = personColumns(shared)
    return [person.email(), person.name, { header: 'Specialization', key: 'Specialization' }]
  },
  sheetRow: (row: { name: string; email: string; specialization?: string }) => ({
    Specialization: row.specialization,
  }),
  readRow: (row) => ({ specialization: row.cell('Specialization') || undefined }),
})(null, texts)

describe('personWorkbook', () => {
  it("writes a person's shared cells with the workbook's own", () => {
    expect(
      workbook.sheetRow({ name: 'Asha', email: 'asha@college.edu', specialization: 'Optics' }),
    ).toMatchObject({
      [H.name]: 'Asha',
      [H.email]: 'asha@college.edu',
      Specialization: 'Optics',
    })
  })

  it("reads the shared fields and the workbook's own, leaving blank cells out", () => {
    const read = workbook.importPlan.mapRow({
      [H.name]: ' Asha ',
      [H.email]: 'asha@college.edu',
      [H.gender]: 'female',
      Specialization: 'Optics',
    })
    expect(read).toEqual({
      fields: { name: 'Asha', email: 'asha@college.edu', gender: 'Female', specialization: 'Optics' },
    })
  })

  it('names every blank required cell and every gender the portal does not know', () => {
    const read = workbook.importPlan.mapRow({ [H.gender]: 'unknown' })
    expect(read).toEqual({
      errors: [
        { field: H.email, message: 'is required' },
        { field: H.name, message: 'is required' },
        { field: H.gender, message: expect.stringMatching(/^must be one of /) },
      ],
    })
  })
})
