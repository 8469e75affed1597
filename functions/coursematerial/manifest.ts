import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    coursematerial: true
  }
}

/**
 * Course material: titles, types, descriptions, links and files staff attach to the regulation subjects they
 * teach, for the students who take them (legacy-client.md 2.9, 3.5).
 */
export const manifest = {
  name: 'coursematerial',
  prefixes: PREFIXES,
  ownTables: [
    table('coursematerial', {
      description:
        'Course materials by id, listed by subject (gsi1) and by department and subject (gsi2), and audit ' +
        'records (see functions/coursematerial/entities.ts).',
      indexes: 2,
    }),
  ],
  // Subjects and who teaches them are read from academics' table (createTeaching, @campus/db); files are
  // claimed in the files table and kept in the attachments bucket (createAttachments, @campus/files).
  tables: { coursematerial: 'readwrite', sessions: 'read', academics: 'read', files: 'readwrite' },
  buckets: { attachments: 'readwrite' },
  sendsSms: false,
  startsJobs: false,
  settings: {},
  smokePath: '/api/courseMaterial/staff?count=1',
  menu: [
    {
      module: 'coursematerial',
      label: 'Course Material',
      path: '/coursematerial',
      position: 98,
      userTypes: ['ADMIN', 'HOD', 'FACULTY', 'STUDENT'],
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets }) => {
    const [{ createCourseMaterialApp }, { createCourseMaterialDeps }] = await Promise.all([
      import('./app'),
      import('./deps'),
    ])
    return createCourseMaterialApp(
      createCourseMaterialDeps({
        client,
        tables: {
          coursematerial: tables.coursematerial,
          sessions: tables.sessions,
          academics: tables.academics,
          files: tables.files,
        },
        tokenSecret,
        s3,
        attachmentsBucket: buckets.attachments,
      }),
    )
  },
  jobs: [],
  migrations: [],
  seed: () => import('./seed').then(({ courseMaterialSeed }) => courseMaterialSeed),
} satisfies DomainManifest
