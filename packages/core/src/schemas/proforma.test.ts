import { describe, expect, it } from 'vitest'
import { CreateProformaSchema, ProformaCustomDataRowSchema, visibleProformaRows } from './proforma'

describe('proforma custom data', () => {
  it('reads a numeric-string order as a number', () => {
    expect(
      ProformaCustomDataRowSchema.parse({
        key: 'studentName',
        value: '<b>Ada</b>',
        show: 'true',
        order: '2',
      }),
    ).toStrictEqual({ key: 'studentName', value: '<b>Ada</b>', show: 'true', order: 2 })
    expect(
      ProformaCustomDataRowSchema.safeParse({ key: 'k', value: '', show: 'true', order: 'first' }).success,
    ).toBe(false)
  })

  it('shows only rows flagged with the text true, by ascending order', () => {
    const rows = [
      { key: 'c', value: '3', show: 'true', order: 10 },
      { key: 'a', value: '1', show: 'true', order: 2 },
      { key: 'hidden', value: 'x', show: 'false', order: 1 },
      { key: 'shouty', value: 'y', show: 'TRUE', order: 0 },
    ]
    expect(visibleProformaRows(rows).map((row) => row.key)).toStrictEqual(['a', 'c'])
  })
})

describe('CreateProformaSchema', () => {
  it('requires the student, the certificate type and the purpose', () => {
    const result = CreateProformaSchema.safeParse({ studentId: '', proformaType: ' ', purpose: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toStrictEqual([
      'Id is required',
      'Certificate type is required',
      'Purpose is required',
    ])
  })
})
