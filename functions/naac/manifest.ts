import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { NAAC_JOBS } from './job-definitions'
import { PREFIXES } from './prefixes'

declare module '@campus/db' {
  interface TableRegistry {
    naac: true
  }
}

/**
 * NAAC accreditation data collection (legacy-client.md 2.5, 2.6, 3.1, 3.2, 5.2; docs/adr/0028): templates from
 * JSON forms, entries per faculty department and their review, comment threads, not-applicable marks and
 * Excel import.
 */
export const manifest = {
  name: 'naac',
  prefixes: PREFIXES,
  ownTables: [
    table('naac', {
      description:
        'NAAC templates with their form versions and counters, entries by template and faculty department, ' +
        'comment threads, not-applicable marks, imports and audit records (see functions/naac/entities.ts).',
      indexes: 1,
    }),
  ],
  // Faculty departments are read from academics' table (createFacultyDepartments, @campus/db); files are
  // claimed in the files table and kept in the attachments bucket (createAttachments, @campus/files).
  tables: { naac: 'readwrite', sessions: 'read', academics: 'read', files: 'readwrite' },
  // Exports: imported workbooks are stored there for the import job, and sample workbooks read from there.
  buckets: { attachments: 'readwrite', exports: 'readwrite' },
  sendsSms: false,
  // Excel imports and sample workbooks run in the jobs Lambda, which bundles exceljs.
  startsJobs: true,
  settings: {},
  smokePath: '/boot/naacTemplate/criteria',
  menu: [
    {
      module: 'naac',
      label: 'NAAC',
      path: '/naac',
      position: 99,
      userTypes: ['ADMIN'],
      naacRoleHolders: true,
    },
  ],
  app: async ({ client, tables, tokenSecret, s3, buckets, startJob }) => {
    const [{ createNaacApp }, { createNaacDeps }] = await Promise.all([import('./app'), import('./deps')])
    return createNaacApp(
      createNaacDeps({
        client,
        tables: {
          naac: tables.naac,
          sessions: tables.sessions,
          academics: tables.academics,
          files: tables.files,
        },
        tokenSecret,
        s3,
        attachmentsBucket: buckets.attachments,
        exportsBucket: buckets.exports,
        startJob,
      }),
    )
  },
  jobs: NAAC_JOBS,
  migrations: [],
  seed: () => import('./seed').then(({ naacSeed }) => naacSeed),
} satisfies DomainManifest
