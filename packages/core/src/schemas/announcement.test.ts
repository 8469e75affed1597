import { describe, expect, it } from 'vitest'
import {
  CreateAnnouncementSchema,
  SMS_STATUS_LABELS,
  SmsStatusFilterSchema,
  SmsStatusSchema,
} from './announcement'

const messages = (input: unknown) => {
  const result = CreateAnnouncementSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const base = { title: 'Exam schedule', message: 'Exams start on Monday.' }
const userId = '65f1c2d3e4f5a6b7c8d9e005'

describe('CreateAnnouncementSchema', () => {
  it('fills the defaults: SMS on and empty recipient lists', () => {
    expect(CreateAnnouncementSchema.parse({ ...base, groupIds: ['g1'] })).toStrictEqual({
      ...base,
      groupIds: ['g1'],
      userIds: [],
      parentsUserIds: [],
      parentsGroupIds: [],
      sms: 'YES',
    })
  })

  it('needs at least one recipient', () => {
    expect(messages(base)).toStrictEqual(['userIds: Select at least one recipient'])
  })

  it('reaches parents only by SMS', () => {
    expect(messages({ ...base, sms: 'NO', parentsUserIds: [userId], parentsGroupIds: ['g1'] })).toStrictEqual(
      [
        'parentsUserIds: Parents can only be reached by SMS',
        'parentsGroupIds: Parents can only be reached by SMS',
      ],
    )
    expect(messages({ ...base, sms: 'YES', parentsGroupIds: ['g1'] })).toStrictEqual([])
  })

  it('requires a title and a message, trimmed', () => {
    expect(messages({ title: '  ', message: '', userIds: [userId] })).toStrictEqual([
      'title: Title is required',
      'message: Message is required',
    ])
  })

  it('accepts an attachment from the file-validation call', () => {
    const file = { versionId: 'v1', fileKey: 'circular.pdf' }
    expect(CreateAnnouncementSchema.parse({ ...base, userIds: [userId], file }).file).toStrictEqual(file)
  })
})

describe('SMS status', () => {
  it('labels every status and adds A (all) to the filter', () => {
    expect(SmsStatusSchema.options.map((status) => SMS_STATUS_LABELS[status])).toStrictEqual([
      'Queued',
      'Sent',
      'Failed',
    ])
    expect(SmsStatusFilterSchema.options).toStrictEqual(['A', 'P', 'S', 'F'])
  })
})
