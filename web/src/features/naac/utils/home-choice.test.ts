import { describe, expect, it } from 'vitest'
import { choiceOfParams, completeChoice } from './home-choice'

describe('the home screen’s choice', () => {
  it('is read from a whole, valid URL only', () => {
    const params = { facultyDeptId: 'fd', facultyId: 'fac', criteria: '3', templateType: 'MEDICAL' }
    expect(choiceOfParams(params)).toEqual(params)
    expect(choiceOfParams({ ...params, criteria: '9' })).toBeUndefined()
    expect(choiceOfParams({ ...params, templateType: 'OTHER' })).toBeUndefined()
    expect(choiceOfParams({ facultyDeptId: 'fd' })).toBeUndefined()
  })

  it('is whole once every select has a value', () => {
    const draft = {
      templateType: 'GENERAL' as const,
      facultyId: 'fac',
      facultyDeptId: null,
      criteria: '1' as const,
    }
    expect(completeChoice(draft)).toBeUndefined()
    expect(completeChoice({ ...draft, facultyDeptId: 'fd' })).toEqual({ ...draft, facultyDeptId: 'fd' })
  })
})
