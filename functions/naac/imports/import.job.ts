import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { type NaacFormField, UserTypeSchema } from '@campus/core'
import type { AuditLog, AuditRecord } from '@campus/db'
import { CONTENT_TYPES } from '@campus/files'
import { naacErrorWorkbook, readNaacSheet, UnreadableWorkbook } from '@campus/reports'
import { logger } from '@campus/runtime'
import * as z from 'zod'
import type { CountsRepository } from '../counts.repository'
import type { StoredEntry, StoredImport } from '../entities'
import { fieldsOf } from '../forms'
import type { TemplatesRepository } from '../templates.repository'
import { type AcceptedRow, type CheckedRows, checkRows } from './import-rows'
import type { ImportedEntriesRepository } from './imported-entries.repository'
import type { ImportsRepository } from './imports.repository'
import { errorWorkbookKey, IMPORT_MAX_ROWS, importedEntryId } from './keys'

/** What the `naac-import` job is started with (imports.service.ts). */
export const NaacImportInputSchema = z.strictObject({
  importId: z.string().min(1),
  /** The importer's user type, for the audit records (the import record keeps their id and name). */
  actorType: UserTypeSchema,
  requestId: z.string().optional(),
})

export type NaacImportInput = z.infer<typeof NaacImportInputSchema>

/** Rows written between two progress records: a progress write every 10 BatchWriteItems of entries. */
const GROUP_ROWS = 250

/** The file cannot be imported as it is: REJECTED, with the message the importer reads. */
class ImportRefused extends Error {}

/** The import cannot go on for a reason the importer should read: FAILED with it. */
class ImportStopped extends Error {}

/** Another run ended the import while this one wrote: this run leaves it alone. */
class ImportEnded extends Error {}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

export interface NaacImportDeps {
  imports: ImportsRepository
  templates: Pick<TemplatesRepository, 'find' | 'findVersion'>
  entries: ImportedEntriesRepository
  counts: Pick<CountsRepository, 'add'>
  auditLog: Pick<AuditLog, 'writeMany'>
  s3: S3Client
  /** The exports bucket: the uploaded workbook is read from it, the workbook of refused rows written to it. */
  bucket: string
  now: () => number
}

/**
 * Imports an uploaded workbook (import records in imports.repository.ts), all or nothing:
 * 1. reads its first sheet against the form version the import was recorded with (headers by label);
 * 2. checks every row: if any is refused, nothing is written and the import is REJECTED with the first refused
 *    row's text and a workbook of the refused rows with their problems;
 * 3. writes the rows as WAITING entries, 25 a BatchWriteItem, each with an IMPORT audit record, recording
 *    progress every 250 rows;
 * 4. adds them to the template's counters once (guarded by `countedOn`) and records it COMPLETED.
 * A rerun of the same import (a retry after the jobs Lambda died) writes the same items under the same keys
 * and skips rows already written, so nothing is written or counted twice. A run that stops with an error takes
 * back the entries it wrote before recording FAILED.
 */
export async function runNaacImport(deps: NaacImportDeps, input: NaacImportInput) {
  const { importId } = input
  const record = await deps.imports.find(importId, true)
  if (!record) return { importId, skipped: true, reason: 'NOT_FOUND' }
  if (record.status !== 'PROCESSING') return { importId, skipped: true, reason: record.status }
  let rows: AcceptedRow[] = []
  let counted = false
  try {
    const form = await formOf(deps, record)
    const read = await readSheet(await workbookOf(deps, record), form)
    const checked = checkRows(form, read)
    if (checked.refused.length) return await refuseRows(deps, importId, form, read.length, checked)
    rows = checked.accepted
    if (!rows.length)
      throw new ImportRefused(
        'The workbook has no rows to import: fill in rows under the headers of the sample.',
      )
    await writeEntries(deps, record, rows, input)
    if (await deps.imports.claimCounting(importId, deps.now()))
      await deps.counts.add(
        record.naacTemplateId,
        record.facultyDeptId,
        {
          submitted: rows.length,
          waiting: rows.length,
        },
        deps.now(),
      )
    counted = true
    await deps.imports.finish(
      importId,
      { status: 'COMPLETED', total: rows.length, done: rows.length },
      deps.now(),
    )
    return { importId, status: 'COMPLETED', written: rows.length }
  } catch (error) {
    if (error instanceof ImportEnded) return { importId, skipped: true, reason: 'ENDED' }
    if (error instanceof ImportRefused) {
      const outcome = { status: 'REJECTED' as const, total: 0, rejected: 0, firstError: error.message }
      await deps.imports.finish(importId, outcome, deps.now())
      return { importId, status: outcome.status, reason: error.message }
    }
    // Counted means every row is written and counted: only recording it COMPLETED failed; a retry finishes it.
    if (counted) throw error
    if (!(error instanceof ImportStopped)) logger.error('NAAC import failed', { importId, error })
    const reason = await takeBack(deps, importId, rows, error)
    await deps.imports.finish(importId, { status: 'FAILED', firstError: reason }, deps.now())
    return { importId, status: 'FAILED', reason }
  }
}

/** Records an import REJECTED for its refused rows, with the workbook of them in the exports bucket. */
async function refuseRows(
  deps: NaacImportDeps,
  importId: string,
  form: readonly NaacFormField[],
  total: number,
  checked: CheckedRows,
) {
  const key = errorWorkbookKey(importId)
  await deps.s3.send(
    new PutObjectCommand({
      Bucket: deps.bucket,
      Key: key,
      Body: await naacErrorWorkbook(form, checked.refused, { rows: IMPORT_MAX_ROWS }),
      ContentType: CONTENT_TYPES.xlsx,
    }),
  )
  const rejected = checked.refused.length
  const firstError = checked.firstError ?? `${rejected} rows were refused`
  await deps.imports.finish(
    importId,
    { status: 'REJECTED', total, rejected, firstError, errorFileKey: key },
    deps.now(),
  )
  return { importId, status: 'REJECTED', total, rejected }
}

/** The form the import was recorded against: the template's current one, or the version kept for it. */
async function formOf(deps: NaacImportDeps, record: StoredImport): Promise<NaacFormField[]> {
  const template = await deps.templates.find(record.naacTemplateId)
  if (!template) throw new ImportStopped('The template was deleted, so nothing was imported.')
  if (template.version === record.version) return fieldsOf(template)
  const version = await deps.templates.findVersion(template.id, record.version)
  if (!version) throw new ImportStopped('The form this workbook was uploaded for is gone. Upload it again.')
  return fieldsOf(version)
}

async function workbookOf(deps: NaacImportDeps, record: StoredImport): Promise<Uint8Array> {
  try {
    const { Body } = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: record.fileKey }))
    const bytes = await Body?.transformToByteArray()
    if (bytes) return bytes
  } catch (error) {
    if (!isMissing(error)) throw error
  }
  throw new ImportStopped('The uploaded workbook is no longer kept. Upload it again.')
}

/** The rows of the workbook's first sheet, or the refusal of the file as a whole. */
async function readSheet(bytes: Uint8Array, form: readonly NaacFormField[]) {
  let read
  try {
    read = await readNaacSheet(bytes, form, { maxRows: IMPORT_MAX_ROWS })
  } catch (error) {
    if (!(error instanceof UnreadableWorkbook)) throw error
    throw new ImportRefused(
      'The file could not be read as an Excel workbook. Save it from Excel as .xlsx (Excel Workbook) and upload it again.',
    )
  }
  if (!read.ok) throw new ImportRefused(read.problem)
  return read.rows
}

/** A row's entry, as the entries service writes one: WAITING, the importer's, at the current form version. */
const entryOf = (record: StoredImport, row: AcceptedRow, at: number): StoredEntry => ({
  id: importedEntryId(record.id, row.row),
  naacTemplateId: record.naacTemplateId,
  facultyDeptId: record.facultyDeptId,
  version: record.version,
  fields: row.fields,
  status: 'WAITING',
  importId: record.id,
  createdBy: record.createdBy,
  createdByName: record.createdByName,
  createdOn: at,
  modifiedOn: at,
})

/**
 * An entry's IMPORT audit record, keyed by the entry and its creation time: written again by a rerun it
 * replaces itself, so an entry has one whichever run wrote it.
 */
const auditOf = (record: StoredImport, entry: StoredEntry, input: NaacImportInput): AuditRecord => ({
  entityType: 'entry',
  entityId: entry.id,
  action: 'IMPORT',
  actorId: record.createdBy,
  actorType: input.actorType,
  actorName: record.createdByName,
  at: entry.createdOn,
  after: entry,
  auditId: `import-${entry.id}`,
  ...(input.requestId ? { requestId: input.requestId } : {}),
})

/**
 * Writes the rows as entries, a group at a time, with their audit records and the import's progress. A rerun
 * (the import already has its total) first reads which of a group's entries an earlier run wrote and keeps
 * them as they are: one may have been reviewed meanwhile.
 */
async function writeEntries(
  deps: NaacImportDeps,
  record: StoredImport,
  rows: readonly AcceptedRow[],
  input: NaacImportInput,
) {
  const resumed = record.total > 0
  const total = rows.length
  if (!(await deps.imports.progress(record.id, { total, done: resumed ? record.done : 0 }, deps.now())))
    throw new ImportEnded()
  for (let start = 0; start < total; start += GROUP_ROWS) {
    const group = rows.slice(start, start + GROUP_ROWS)
    const existing = resumed
      ? await deps.entries.existing(group.map((row) => importedEntryId(record.id, row.row)))
      : new Map<string, StoredEntry>()
    const at = deps.now()
    const entries = group.map(
      (row) => existing.get(importedEntryId(record.id, row.row)) ?? entryOf(record, row, at),
    )
    await deps.entries.putMany(entries.filter((entry) => !existing.has(entry.id)))
    await deps.auditLog.writeMany(entries.map((entry) => auditOf(record, entry, input)))
    const done = start + group.length
    if (!(await deps.imports.progress(record.id, { total, done }, deps.now()))) throw new ImportEnded()
  }
}

/** Deletes the entries a stopped import may have written, and says what the importer should know. */
async function takeBack(
  deps: NaacImportDeps,
  importId: string,
  rows: readonly AcceptedRow[],
  error: unknown,
) {
  const stopped = error instanceof ImportStopped ? error.message : 'The import stopped before it finished'
  if (!rows.length) return stopped
  try {
    await deps.entries.removeMany(rows.map((row) => importedEntryId(importId, row.row)))
    return `${stopped.replace(/\.$/, '')}, and nothing was saved. Import the workbook again.`
  } catch (takeBackError) {
    logger.error('NAAC import could not take back its entries', { importId, error: takeBackError })
    return `${stopped.replace(/\.$/, '')}; some rows may have been saved. Check the list before importing again.`
  }
}
