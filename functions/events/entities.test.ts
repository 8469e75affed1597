import { documentClient, dynamoClient } from '@campus/runtime'
import { describe, expect, it } from 'vitest'
import { createEventsEntities } from './entities'

// Building params makes no call, so an unreachable endpoint is fine.
const entities = createEventsEntities(
  documentClient(dynamoClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9' })),
  'events',
)

const event = {
  id: 'e1',
  name: 'Talk',
  from: 1709251200000,
  depType: 'CSE',
  speakers: [{ name: 'Dr. Rao', designation: 'Professor' }],
  createdBy: 'u1',
  departmentIds: ['d1'],
  createdOn: 1,
  modifiedOn: 1,
}

describe('event keys', () => {
  it('keys an event by id and lists it by zero-padded start, overall, by creator and by department type', () => {
    const { Item } = entities.event.put(event).params<{ Item: Record<string, unknown> }>()
    expect(Item).toMatchObject({
      pk: 'EVENT#e1',
      sk: 'EVENT',
      gsi1pk: 'EVENTS',
      gsi1sk: 'FROM#001709251200000#e1',
      gsi2pk: 'CREATOR#u1',
      gsi2sk: 'FROM#001709251200000#e1',
      gsi3pk: 'DEPTYPE#CSE',
      gsi3sk: 'FROM#001709251200000#e1',
      from: 1709251200000,
    })
  })
})
