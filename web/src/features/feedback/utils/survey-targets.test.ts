import { CreateSurveySchema } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { issueMessages } from '../../../components/form/issue-messages'
import { subjectTargetKey, targetGroupName, targetLabel } from './survey-targets'

describe('survey targets', () => {
  it('names a group with its department and year', () => {
    expect(targetGroupName('B.E - CSE', '2024 - 2028', 'A')).toBe('B.E - CSE · 2024 - 2028 · Group A')
  })

  it('labels a subject target by group, subject and staff, and a group target by its group', () => {
    const group = { groupName: 'Group A' }
    expect(
      targetLabel({ ...group, subjectCode: 'CS101', subjectName: 'Programming', staffName: 'Ann' }),
    ).toBe('Group A · CS101 Programming · Ann')
    expect(targetLabel({ ...group, subjectName: 'Programming', staffName: 'Ann' })).toBe(
      'Group A · Programming · Ann',
    )
    expect(targetLabel(group)).toBe('Group A')
  })

  it('tells subject targets apart by group, subject and staff', () => {
    const target = { groupId: 'g1', subjectId: 's1', staffId: 't1' }
    expect(subjectTargetKey(target)).toBe(subjectTargetKey({ ...target }))
    expect(subjectTargetKey(target)).not.toBe(subjectTargetKey({ ...target, staffId: 't2' }))
  })
})

describe('form messages from the shared schema', () => {
  it('keys the first message of each field by its path', () => {
    const parsed = CreateSurveySchema.safeParse({ name: ' ', type: 'SUBFEEDBACK', feedbackTemplateId: 't1' })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const messages = issueMessages(parsed.error)
    expect(messages.name).toBe('Survey name is required')
    expect(Object.keys(messages).sort()).toEqual(['closesOn', 'name'])
  })
})
