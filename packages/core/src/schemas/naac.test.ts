import { describe, expect, it } from 'vitest'
import {
  CreateNaacEntrySchema,
  CreateNaacTemplateSchema,
  NaacCriteriaSchema,
  UpdateNaacEntrySchema,
} from './naac'

const template = {
  title: 'Curricular design',
  type: 'GENERAL',
  criteria: '1',
  subCriteria: '1.1.1',
  position: '3',
  jsonFile: { versionId: 'v1', fileKey: 'template-1.1.1.json' },
}

describe('CreateNaacTemplateSchema', () => {
  it('accepts a template with its JSON form file', () => {
    expect(CreateNaacTemplateSchema.parse(template)).toStrictEqual(template)
  })

  it('asks for the JSON file when it is missing', () => {
    const { jsonFile: _file, ...withoutFile } = template
    expect(CreateNaacTemplateSchema.safeParse(withoutFile).error?.issues).toMatchObject([
      { path: ['jsonFile'], message: 'Please select File' },
    ])
  })

  it.each(['0', '8', 1, 'one'])('refuses the criteria %j', (criteria) => {
    expect(NaacCriteriaSchema.safeParse(criteria).error?.issues[0]?.message).toBe('Criteria must be 1 to 7')
  })

  it('accepts the IQAC type', () => {
    expect(CreateNaacTemplateSchema.safeParse({ ...template, type: 'IQAC' }).success).toBe(true)
  })
})

describe('CreateNaacEntrySchema', () => {
  const entry = {
    facultyDeptId: 'fd1',
    naacTemplateId: 't1',
    status: 'WAITING',
    fields: { programme: 'B.E', startDate: '01/06/2023', proof: { versionId: 'v', fileKey: 'proof.pdf' } },
  }

  it("takes text and file values and the legacy client's WAITING", () => {
    expect(CreateNaacEntrySchema.parse(entry)).toStrictEqual(entry)
  })

  it('refuses a status other than WAITING and keys it does not know', () => {
    expect(CreateNaacEntrySchema.safeParse({ ...entry, status: 'APPROVED' }).success).toBe(false)
    expect(CreateNaacEntrySchema.safeParse({ ...entry, id: 'x' }).success).toBe(false)
  })

  it('drops the link a file is sent back with', () => {
    const file = { versionId: 'v', fileKey: 'proof.pdf', url: 'https://x/proof.pdf' }
    expect(CreateNaacEntrySchema.parse({ ...entry, fields: { proof: file } }).fields.proof).toStrictEqual({
      fileKey: 'proof.pdf',
      versionId: 'v',
    })
  })
})

describe('UpdateNaacEntrySchema', () => {
  it('ignores the keys an entry was answered with and refuses others', () => {
    const back = { id: 'e1', title: 'T', fieldValues: {}, createdByName: 'A', status: 'APPROVED', fields: {} }
    expect(UpdateNaacEntrySchema.parse(back)).toStrictEqual({ status: 'APPROVED', fields: {} })
    expect(UpdateNaacEntrySchema.safeParse({ ...back, owner: 'me' }).success).toBe(false)
  })
})
