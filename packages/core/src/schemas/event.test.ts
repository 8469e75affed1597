import { describe, expect, it } from 'vitest'
import { CreateEventSchema, UpdateEventSchema } from './event'

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
})
