import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    events: true
  }
}

/** College events with their speakers and feedback templates. */
export const manifest = {
  name: 'events',
  prefixes: PREFIXES,
  ownTables: [
    table('events', {
      description:
        'Events with their speakers and feedback template, listed by start date overall, by creator and by ' +
        'department type; and audit records (see functions/events/entities.ts).',
      indexes: 3,
    }),
  ],
  tables: { events: 'readwrite', sessions: 'read' },
  buckets: {},
  sendsSms: false,
  startsJobs: false,
  settings: {},
  smokePath: '/api/events?count=1',
  menu: [
    {
      module: 'event-filter',
      label: 'Events',
      path: '/event-filter',
      position: 90,
      userTypes: ['ADMIN', 'HOD', 'FACULTY'],
      rollTypes: ['EVENTEDITOR'],
    },
  ],
  app: async ({ client, tables, tokenSecret }) => {
    const [{ createEventsApp }, { createEventsDeps }] = await Promise.all([import('./app'), import('./deps')])
    return createEventsApp(
      createEventsDeps({ client, tables: { events: tables.events, sessions: tables.sessions }, tokenSecret }),
    )
  },
  jobs: [],
  migrations: [],
  seed: () => import('./seed').then(({ eventsSeed }) => eventsSeed),
} satisfies DomainManifest
