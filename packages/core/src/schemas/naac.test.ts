import { describe, expect, it } from 'vitest'
import { CreateNaacEntrySchema, CreateNaacTemplateSchema, NaacCriteriaSchema } from './naac'

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
  it('takes text and file field values and drops the client-set status', () => {
    const entry = {
      facultyDeptId: 'fd1',
      naacTemplateId: 't1',
      status: 'APPROVED',
      fields: { programme: 'B.E', startDate: '01/06/2023', proof: { versionId: 'v', fileKey: 'proof.pdf' } },
    }
    const { status: _status, ...expected } = entry
    expect(CreateNaacEntrySchema.parse(entry)).toStrictEqual(expected)
  })
})
