import type { JobDefinition } from '@campus/http'

/**
 * NAAC's background jobs, apart from the manifest so the seed can run them in-process without importing the
 * manifest that loads it. Each job's code is imported lazily, when the job runs.
 */
export const NAAC_JOBS = [
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
] satisfies readonly JobDefinition[]
