import { table } from '@campus/db'
import type { DomainManifest } from '@campus/http'
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
  jobs: [
    {
      name: 'naac-counts-repair',
      description:
        "Rebuilds every NAAC template's counters per faculty department from its entries and threads, writing only those that differ.",
      schedule: { minute: '45', hour: '2' },
      tables: { naac: 'readwrite' },
      buckets: {},
      settings: [],
      run: async (context) => (await import('./counts-repair.job')).runCountsRepair(context),
    },
    {
      name: 'naac-template-sample',
      description:
        "Builds a template's sample workbook for one form version into the exports bucket " +
        '(naac/samples/<templateId>/v<version>.xlsx), where the export route reads it.',
      tables: { naac: 'read' },
      buckets: { exports: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./imports/jobs')).runTemplateSampleJob(context, input),
    },
    {
      name: 'naac-import',
      description:
        'Reads an uploaded workbook of entries, checks every row, and writes them all as WAITING entries with ' +
        'their audit records and counters, or none with a workbook of the refused rows; progress on the import.',
      tables: { naac: 'readwrite' },
      buckets: { exports: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./imports/jobs')).runNaacImportJob(context, input),
    },
    {
      name: 'naac-reports',
      description:
        'Builds the NAAC report workbooks (per faculty and type, per template and faculty, per template with its ' +
        'pre-check, per criterion and type) into the exports bucket, rebuilding only those whose entries or ' +
        'templates changed since the last build; progress on the run. Nightly at 8 PM, and on request.',
      schedule: { minute: '0', hour: '20' },
      tables: { naac: 'readwrite', academics: 'read' },
      buckets: { exports: 'readwrite' },
      settings: [],
      run: async (context, input) => (await import('./reports/jobs')).runReportsJob(context, input),
    },
    {
      name: 'naac-merge',
      description:
        "Merges a template's attachments for a faculty or faculty department into PDFs of at most 5 MB per file " +
        'field (PDF pages, JPEG and PNG as pages), recorded on the merge request.',
      tables: { naac: 'readwrite', academics: 'read' },
      buckets: { exports: 'readwrite', attachments: 'read' },
      settings: [],
      run: async (context, input) => (await import('./reports/jobs')).runMergeJob(context, input),
    },
    {
      name: 'naac-evidence',
      description:
        "Builds a template's evidence packet (its approved entries as a workbook with a stable link per document, " +
        'the documents as PDFs of at most 5 MB, one zip of all) or checks its links again.',
      tables: { naac: 'readwrite', academics: 'read' },
      buckets: { exports: 'readwrite', attachments: 'read' },
      settings: [],
      run: async (context, input) => (await import('./reports/jobs')).runEvidenceJob(context, input),
    },
  ],
  migrations: [],
  seed: () => import('./seed').then(({ naacSeed }) => naacSeed),
} satisfies DomainManifest
