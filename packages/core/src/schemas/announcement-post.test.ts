import { describe, expect, it } from 'vitest'
import { ANNOUNCEMENT_POST_MAX_RECEIVERS, AnnouncementPostMessageSchema } from './announcement-post'

const message = {
  id: 'reminder-65f1c2d3e4f5a6b7c8d9e005-1790000000000',
  title: 'Reminder: Lab record 1',
  message: 'You have not submitted the assignment "Lab record 1" for Programming in C.',
  sender: { id: 'staff-1', name: 'Faculty One', userType: 'FACULTY' },
  userIds: ['stu-1', 'stu-2'],
  sms: 'YES',
  createdOn: 1_790_000_000_000,
}

const problems = (input: unknown) => {
  const result = AnnouncementPostMessageSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('AnnouncementPostMessageSchema', () => {
  it('takes a message as a sender writes it', () => {
    expect(AnnouncementPostMessageSchema.parse(message)).toStrictEqual(message)
  })

  it('refuses what would not make one announcement, keyed and bounded', () => {
    expect(problems({ ...message, extra: 1 })).toEqual([''])
    expect(problems({ ...message, sender: { ...message.sender, email: 'x' } })).toEqual(['sender'])
    expect(problems({ ...message, id: 'reminder#1' })).toEqual(['id'])
    expect(problems({ ...message, userIds: [] })).toEqual(['userIds'])
    expect(
      problems({
        ...message,
        userIds: Array.from({ length: ANNOUNCEMENT_POST_MAX_RECEIVERS + 1 }, (_, n) => `u${n}`),
      }),
    ).toEqual(['userIds'])
    expect(problems({ ...message, title: ' ', sms: 'Y', createdOn: -1 })).toEqual([
      'title',
      'sms',
      'createdOn',
    ])
  })
})
