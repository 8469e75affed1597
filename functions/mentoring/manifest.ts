import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    mentoring: true
  }
}

/** Mentoring: who mentors which students (assigned by their HOD), the mentors' logs and comments on students. */
export const manifest = {
  name: 'mentoring',
  prefixes: PREFIXES,
  ownTables: [
    table('mentoring', {
      description:
        'One mentorship item per student (current mentor and history), listed by mentor, by department and by every department student ever mentored; comments on students; and audit records (see packages/db/src/mentoring-keys.ts).',
      indexes: 3,
    }),
  ],
  tables: {
    mentoring: 'readwrite',
    directory: 'read',
    sessions: 'read',
    academics: 'read',
    assignments: 'read',
    feedback: 'read',
  },
  buckets: {},
  sendsSms: false,
  startsJobs: false,
  settings: {},
  smokePath: '/api/mentor/byStaff/smoke-check',
  menu: [
    {
      module: 'manageMentor',
      label: 'Manage Mentor',
      path: '/manageMentor',
      position: 105,
      userTypes: ['ADMIN', 'HOD', 'FACULTY'],
    },
  ],
  app: async ({ client, tables, tokenSecret }) => {
    const [{ createMentoringApp }, { createMentoringDeps }] = await Promise.all([
      import('./app'),
      import('./deps'),
    ])
    return createMentoringApp(
      createMentoringDeps({
        client,
        tables: {
          mentoring: tables.mentoring,
          directory: tables.directory,
          sessions: tables.sessions,
          academics: tables.academics,
          assignments: tables.assignments,
          feedback: tables.feedback,
        },
        tokenSecret,
      }),
    )
  },
  jobs: [],
  migrations: [],
  seed: () => import('./seed').then(({ mentoringSeed }) => mentoringSeed),
} satisfies DomainManifest
