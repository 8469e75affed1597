import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createEventsEntities } from './entities'
import type { DomainSeed } from '@campus/http'

const DAY_MS = 24 * 60 * 60 * 1000

/** At 10:00 India time, `days` from `now`: demo events sit around the first start, one past and two ahead. */
const at10 = (now: number, days: number) => {
  const date = new Date(now + days * DAY_MS)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 4, 30)
}

/** The demo events, added by the demo HOD of CSE and two faculty members (ids from seed.ts). */
export function demoEvents(now: number) {
  return [
    {
      id: 'evt-demo-ml-workshop',
      name: 'Workshop on Machine Learning',
      from: at10(now, 7),
      depType: 'CSE',
      speakers: [
        { name: 'Dr. Priya Natarajan', designation: 'Associate Professor, Anna University' },
        { name: 'Mr. Karthik Iyer', designation: 'Data Scientist' },
      ],
      createdBy: 'user-hod-cse',
      departmentIds: ['dept-cse'],
    },
    {
      id: 'evt-demo-secure-coding',
      name: 'Guest lecture: Secure coding',
      from: at10(now, -14),
      depType: 'CSE',
      speakers: [{ name: 'Ms. Divya Menon', designation: 'Security Engineer' }],
      createdBy: 'user-faculty-1',
      departmentIds: ['dept-cse'],
    },
    {
      id: 'evt-demo-iot-seminar',
      name: 'Seminar on IoT for smart cities',
      from: at10(now, 21),
      depType: 'ECE',
      speakers: [{ name: 'Dr. Ramesh Kumar', designation: 'Professor, NIT Tiruchirappalli' }],
      createdBy: 'user-faculty-2',
      departmentIds: ['dept-ece'],
    },
  ]
}

/**
 * True once this data holds any event: the demo events are seeded into an empty table only, so a start after
 * someone deleted or changed one leaves their work alone.
 */
export async function isEventsSeeded(client: DynamoDBDocumentClient, table: string) {
  const { data } = await createEventsEntities(client, table).event.query.all({}).go({ limit: 1 })
  return data.length > 0
}

/** Seeds the demo events with puts, so an interrupted seed is simply run again. */
export async function seedEvents(client: DynamoDBDocumentClient, table: string, now = Date.now()) {
  const { event } = createEventsEntities(client, table)
  for (const demo of demoEvents(now)) await event.put({ ...demo, createdOn: now, modifiedOn: now }).go()
}

/** The demo events (`npm start`); local demo data only. */
export const eventsSeed: DomainSeed = {
  isSeeded: (client, tables) => isEventsSeeded(client, tables.events),
  seed: async (client, tables) => {
    await seedEvents(client, tables.events)
    return 'Seeded the demo events.'
  },
}
