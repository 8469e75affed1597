import { describe, expect, it } from 'vitest'
import {
  CreateEventSchema,
  CreateFeedbackQrSchema,
  eventFeedbackPath,
  PublicEventSchema,
  UpdateEventSchema,
} from './event'

describe('event schemas', () => {
  it('creates an event with no speakers by default', () => {
    expect(CreateEventSchema.parse({ name: 'Hackathon', from: 1709251200000, depType: 'CSE' })).toStrictEqual(
      {
        name: 'Hackathon',
        from: 1709251200000,
        depType: 'CSE',
        speakers: [],
      },
    )
  })

  it('needs a name and a designation for every speaker', () => {
    const result = CreateEventSchema.safeParse({
      name: 'Talk',
      from: 1709251200000,
      depType: 'CSE',
      speakers: [{ name: 'Dr. Rao', designation: '' }],
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['speakers', 0, 'designation'], message: 'Speaker designation is required' },
    ])
  })

  it('leaves speakers alone on a partial update', () => {
    expect(UpdateEventSchema.parse({ name: 'Renamed' })).toStrictEqual({ name: 'Renamed' })
  })

  it('refuses an update that changes nothing', () => {
    expect(UpdateEventSchema.safeParse({}).error?.issues).toMatchObject([
      { message: 'Send at least one field to change' },
    ])
  })

  it('takes only URL-safe feedback template ids for a QR code', () => {
    expect(CreateFeedbackQrSchema.safeParse({ eventId: 'e1', feedbackTemplateId: 'abc_12-F' }).success).toBe(
      true,
    )
    expect(
      CreateFeedbackQrSchema.safeParse({ eventId: 'e1', feedbackTemplateId: 'a/b' }).error?.issues,
    ).toMatchObject([{ path: ['feedbackTemplateId'], message: 'A template id is letters, digits, - or _' }])
  })

  it('builds the public form path of an event', () => {
    expect(eventFeedbackPath('tpl1', 'ev1')).toBe('/feedback-form/tpl1/ev1/EVENTS')
    expect(eventFeedbackPath('tpl1', 'ev1', 'mk2.abc_-')).toBe(
      '/feedback-form/tpl1/ev1/EVENTS?form=mk2.abc_-',
    )
  })

  it('shows the public form only what it needs of an event', () => {
    const event = {
      id: 'e1',
      name: 'Talk',
      from: 1,
      depType: 'CSE',
      speakers: [],
      createdBy: 'u1',
      departmentIds: ['d1'],
      createdOn: 1,
      modifiedOn: 1,
    }
    expect(PublicEventSchema.parse(event)).toStrictEqual({
      id: 'e1',
      name: 'Talk',
      from: 1,
      depType: 'CSE',
      speakers: [],
    })
  })
})
