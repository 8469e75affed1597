/**
 * What the naac app and the jobs Lambda agree on for the Excel side: job names, where workbooks are kept in the
 * exports bucket, limits. Apart from the jobs' code so the naac Lambda never bundles exceljs (it may only run in
 * the jobs Lambda, which already carries it for the reports).
 */

/** Builds a template's sample workbook for one form version (sample.job.ts). */
export const SAMPLE_JOB = 'naac-template-sample'
/** Reads an uploaded workbook and writes its rows as entries (import.job.ts). */
export const IMPORT_JOB = 'naac-import'

/** Most rows one import takes; the sample's dropdowns cover as many. */
export const IMPORT_MAX_ROWS = 10_000

/** A template's sample workbook at a form version: kept, as a form version never changes. */
export const sampleKey = (templateId: string, version: number) =>
  `naac/samples/${templateId}/v${version}.xlsx`

/**
 * An uploaded workbook and its refused rows. Under `exports/`, which the exports bucket deletes after 30 days
 * (infra/stacks/storage-stack.ts): they matter while the import is looked at, not for ever.
 */
export const importKey = (importId: string) => `exports/naac/imports/${importId}.xlsx`
export const errorWorkbookKey = (importId: string) => `exports/naac/imports/${importId}-errors.xlsx`

/** The id of the entry an import writes for a row: the same on every run, so a rerun never writes a row twice. */
export const importedEntryId = (importId: string, row: number) =>
  `${importId}-${String(row).padStart(5, '0')}`
