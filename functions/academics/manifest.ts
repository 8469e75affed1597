import { DEPARTMENT_REMOVED_QUEUE } from '@campus/core'
import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    academics: true
  }
}

/** Faculties, departments, academic years, groups, regulations and the subjects taught with their staff. */
export const manifest = {
  name: 'academics',
  prefixes: PREFIXES,
  ownTables: [
    table('academics', {
      description:
        'Faculties, faculty departments, departments, academic years, groups, regulations and their subjects, ' +
        'subjects taught with their staff assignments, and audit records (see packages/db/src/academics-keys.ts).',
      indexes: 3,
    }),
  ],
  // A group's student count (`count`, legacy-client.md 2.4) is counted in the directory (packages/db directory.ts).
  tables: { academics: 'readwrite', sessions: 'read', directory: 'read' },
  // A deleted department leaves its HODs through identity's queue (departments.service.ts remove).
  sendsTo: [DEPARTMENT_REMOVED_QUEUE],
  buckets: {},
  sendsSms: false,
  startsJobs: false,
  settings: {},
  smokePath: '/api/departments?count=1',
  menu: [
    {
      module: 'manage-department',
      label: 'Manage Department',
      path: '/manageDepartment',
      position: 20,
      userTypes: ['ADMIN'],
    },
    { module: 'faculty', label: 'Faculties', path: '/faculty', position: 30, userTypes: ['ADMIN'] },
    {
      module: 'academic',
      label: 'Manage Academic Year',
      path: '/academic',
      position: 40,
      userTypes: ['ADMIN', 'HOD'],
    },
    {
      module: 'manage-subject',
      label: 'Manage Subjects',
      path: '/manage-subject',
      position: 50,
      userTypes: ['ADMIN', 'HOD'],
    },
  ],
  app: async ({ client, tables, tokenSecret, queues }) => {
    const [{ createAcademicsApp }, { createAcademicsDeps }] = await Promise.all([
      import('./app'),
      import('./deps'),
    ])
    return createAcademicsApp(
      createAcademicsDeps({
        client,
        tables: { academics: tables.academics, sessions: tables.sessions, directory: tables.directory },
        tokenSecret,
        queues,
      }),
    )
  },
  jobs: [],
  migrations: [],
  seed: () => import('./seed').then(({ academicsSeed }) => academicsSeed),
} satisfies DomainManifest
