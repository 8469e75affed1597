// The NAAC import figure (issue 16): a 5,000-row workbook imported by the `naac-import` job (read with exceljs,
// headers matched, every row checked, entries and their IMPORT audit records BatchWritten with progress, the
// counters added once) against the least work that stores the same thing: exceljs reading the same workbook from
// the same s3rver, its cells taken as text by column, and the same entry and audit items BatchWritten by the
// same library calls (ElectroDB's batch put, `writeMany`), at the same concurrency, with no checks, progress,
// counters or import record. Each side runs alone in a fresh `node`, taking turns (ABBA). The baseline's
// reading alone is shown beside it: writing 10,000 items outweighs reading the file many times over, so a budget
// against the read alone would measure dynalite.
//
// Alone (its own portal, no other figure):  npm run bench -- naac-import
// The bench runs measureNaacImport against the portal; each side runs in a child (child.ts) through `sides`.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { parseNaacForm } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { createNaacEntities, type StoredEntry, type StoredImport } from '@campus/functions/naac/entities'
// For `portal.tables.naac`: the naac manifest adds its table to @campus/db's TableRegistry.
import type {} from '@campus/functions/naac/manifest'
import { importKey } from '@campus/functions/naac/imports/keys'
import { createTemplatesRepository } from '@campus/functions/naac/templates.repository'
import type { JobDefinition } from '@campus/http'
import { s3Client } from '@campus/runtime'
import ExcelJS from 'exceljs'
import type { PortalFigure } from './alone'
import type { BenchPortal } from './portal'
import { ratioAtMost, info, type Row } from './report'
import { inTurn, runSide } from './sides'
import { median } from './stats'

/** Rows in the workbook, and timed runs of each side (taking turns). */
export const NAAC_IMPORT_SETTINGS = { rows: 5_000, runs: 2 } as const

/** The job's time at most this many times the baseline's. */
export const NAAC_IMPORT_TIME_RATIO = 1.5

const REGION = 'ap-south-1'
const TEMPLATE = 'bench-naac-template'
const FACULTY_DEPT = 'bench-naac-fd'

/** A form of each kind of sheet field, as an administrator's JSON file holds it. */
const FORM = parseNaacForm({
  fields: {
    programme: { label: 'Programme name', type: 'text', required: 'true' },
    details: { label: 'Details', type: 'textarea', required: 'false' },
    year: { label: 'Year of introduction', type: 'number', required: 'true' },
    startDate: { label: 'Date of start', type: 'date', required: 'true' },
    period: { label: 'Period', type: 'textDate', required: 'false' },
    level: { label: 'Level', type: 'select', required: 'true', options: ['UG', 'PG', 'PhD'] },
  },
})
if (!FORM.ok) throw new Error(FORM.problems.join('; '))
const FIELDS = FORM.fields

/** One side's run, as its child process saw it. */
export interface NaacImportRun {
  /** From the job's start (or the baseline's first read) to its last write; imports and clients left out. */
  ms: number
  /** The baseline's reading of the workbook alone (GetObject and exceljs), within `ms`; 0 for the job. */
  readMs: number
  written: number
}

export interface NaacImportMeasurement {
  /** Size of the workbook. */
  bytes: number
  job: NaacImportRun[]
  raw: NaacImportRun[]
  /** Medians over the runs. */
  jobMs: number
  rawMs: number
  readMs: number
}

interface Target {
  dynamoEndpoint: string
  s3Endpoint: string
  table: string
  exports: string
  /** The job's import (recorded PROCESSING), or the baseline's id prefix. */
  importId: string
}

/** The workbook as a faculty department fills in the sample: 5,000 rows of text, numbers, dates and choices. */
async function workbook() {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Entries')
  sheet.addRow(FIELDS.map((field) => field.label))
  for (let n = 1; n <= NAAC_IMPORT_SETTINGS.rows; n++)
    sheet.addRow([
      `Programme ${n}`,
      n % 2 ? `Introduced after the board's review ${n}` : null,
      2000 + (n % 25),
      `${String((n % 28) + 1).padStart(2, '0')}/06/2019`,
      n % 3 ? 'June to May' : null,
      ['UG', 'PG', 'PhD'][n % 3],
    ])
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** The template (its form at version 1), straight into the naac table as the templates service writes it. */
async function seedTemplate(portal: BenchPortal) {
  const entities = createNaacEntities(portal.client, portal.tables.naac)
  const jsonFile = { versionId: 'bench', fileKey: 'bench/form.json', fileName: 'form.json' }
  const at = Date.now()
  await createTemplatesRepository(entities).create(
    {
      id: TEMPLATE,
      title: 'Bench programmes',
      type: 'GENERAL',
      criteria: '1',
      subCriteria: '1.1.1',
      jsonFile,
      version: 1,
      fields: FIELDS,
      createdBy: 'user-admin',
      createdOn: at,
      modifiedBy: 'user-admin',
      modifiedOn: at,
    },
    { templateId: TEMPLATE, version: 1, fields: FIELDS, jsonFile, createdBy: 'user-admin', createdOn: at },
  )
  return entities
}

/**
 * Seeds the template and the workbook, then imports it by turns with the job and the baseline, each run under
 * its own import id in a child process, and checks (untimed) that each stored every row.
 */
export async function measureNaacImport(portal: BenchPortal): Promise<NaacImportMeasurement> {
  const s3 = s3Client({ region: REGION, endpoint: portal.exports.endpoint })
  try {
    const entities = await seedTemplate(portal)
    const bytes = await workbook()
    const base = {
      dynamoEndpoint: portal.dynamo.endpoint,
      s3Endpoint: portal.exports.endpoint,
      table: portal.tables.naac,
      exports: portal.exports.bucket,
    }
    let runs = 0
    /** Uploads the workbook under a fresh import id; for the job, records the import as the import call does. */
    const upload = async (record: boolean) => {
      const importId = `bench-naac-import-${++runs}`
      await s3.send(
        new PutObjectCommand({ Bucket: portal.exports.bucket, Key: importKey(importId), Body: bytes }),
      )
      const at = Date.now()
      const item: StoredImport = {
        id: importId,
        naacTemplateId: TEMPLATE,
        facultyDeptId: FACULTY_DEPT,
        version: 1,
        fileName: 'Programmes.xlsx',
        fileKey: importKey(importId),
        status: 'PROCESSING',
        total: 0,
        done: 0,
        rejected: 0,
        createdBy: 'user-admin',
        createdByName: 'Administrator',
        createdOn: at,
        modifiedOn: at,
      }
      if (record) await entities.naacImport.create(item).go()
      return importId
    }
    const stored = async (importId: string) =>
      (
        await entities.entry.query
          .byTemplate({ naacTemplateId: TEMPLATE })
          .go({ pages: 'all', attributes: ['id'] })
      ).data.filter(({ id }) => id.startsWith(`${importId}-`)).length

    const results = { job: [] as NaacImportRun[], raw: [] as NaacImportRun[] }
    for (let round = 0; round < NAAC_IMPORT_SETTINGS.runs; round++) {
      for (const side of inTurn(round, ['job', 'raw'] as const)) {
        const importId = await upload(side === 'job')
        const result = await runSide<NaacImportRun>(
          'naac-import',
          side,
          { ...base, importId },
          {
            timeoutMs: 600_000,
          },
        )
        const count = await stored(importId)
        if (result.written !== NAAC_IMPORT_SETTINGS.rows || count !== NAAC_IMPORT_SETTINGS.rows)
          throw new Error(`The ${side} side wrote ${result.written} and stored ${count} of the rows`)
        results[side].push(result)
      }
    }
    return {
      bytes: bytes.length,
      ...results,
      jobMs: median(results.job.map(({ ms }) => ms)),
      rawMs: median(results.raw.map(({ ms }) => ms)),
      readMs: median(results.raw.map(({ readMs }) => readMs)),
    }
  } finally {
    s3.destroy()
  }
}

/** The figure's report rows. */
export function naacImportRows(m: NaacImportMeasurement): Row[] {
  const rows = NAAC_IMPORT_SETTINGS.rows.toLocaleString('en-US')
  return [
    ratioAtMost(
      `NAAC import: ${rows} rows by the naac-import job vs exceljs reading the same workbook + BatchWrite of the same entries and audit records (median of ${m.job.length})`,
      'ms',
      m.jobMs,
      m.rawMs,
      NAAC_IMPORT_TIME_RATIO,
    ),
    info(
      `NAAC import: the baseline's exceljs reading of the ${rows}-row workbook alone, vs the job`,
      'ms',
      m.readMs,
      m.jobMs,
    ),
  ]
}

/** The clients of a child, on the portal's emulators. */
async function clientsOf(target: Target) {
  const { documentClient, dynamoClient } = await import('@campus/runtime')
  const raw = dynamoClient({ region: REGION, endpoint: target.dynamoEndpoint })
  const s3 = s3Client({ region: REGION, endpoint: target.s3Endpoint })
  return {
    client: documentClient(raw),
    s3,
    close: () => {
      raw.destroy()
      s3.destroy()
    },
  }
}

/** In a child: the job as the jobs Lambda runs it (the manifest's), on a PROCESSING import. */
async function jobImport(target: Target): Promise<NaacImportRun> {
  const { manifest } = await import('@campus/functions/naac/manifest')
  const definition = (manifest.jobs as readonly JobDefinition[]).find(({ name }) => name === 'naac-import')
  if (!definition) throw new Error('No naac-import job')
  const { client, s3, close } = await clientsOf(target)
  const context = {
    client,
    s3,
    tables: { naac: target.table },
    buckets: { exports: target.exports },
    now: Date.now,
  }
  // Loaded before the clock starts, as the jobs Lambda has it loaded before its first event.
  await import('@campus/functions/naac/imports/jobs')
  const started = performance.now()
  const result = await definition.run(context, { importId: target.importId, actorType: 'ADMIN' })
  const ms = performance.now() - started
  close()
  if (result.status !== 'COMPLETED') throw new Error(`The job answered ${JSON.stringify(result)}`)
  return { ms, readMs: 0, written: Number(result.written) }
}

/** In a child: the least that stores the same entries and audit records from the same workbook. */
async function rawImport(target: Target): Promise<NaacImportRun> {
  const { client, s3, close } = await clientsOf(target)
  const entities = createNaacEntities(client, target.table)
  const audit = createAuditLog(client, target.table)
  const started = performance.now()
  const { Body } = await s3.send(
    new GetObjectCommand({ Bucket: target.exports, Key: importKey(target.importId) }),
  )
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(await Body!.transformToByteArray()) as unknown as ExcelJS.Buffer)
  const rows: Record<string, string>[] = []
  book.worksheets[0]!.eachRow((row, number) => {
    if (number === 1) return
    const fields: Record<string, string> = {}
    FIELDS.forEach((field, index) => {
      const value = row.getCell(index + 1).value
      if (value === null || value === undefined || value === '') return
      fields[field.key] = typeof value === 'object' ? JSON.stringify(value) : String(value)
    })
    rows.push(fields)
  })
  const readMs = performance.now() - started
  const at = Date.now()
  const entries: StoredEntry[] = rows.map((fields, index) => ({
    id: `${target.importId}-${String(index + 2).padStart(5, '0')}`,
    naacTemplateId: TEMPLATE,
    facultyDeptId: FACULTY_DEPT,
    version: 1,
    fields,
    status: 'WAITING',
    importId: target.importId,
    createdBy: 'user-admin',
    createdByName: 'Administrator',
    createdOn: at,
    modifiedOn: at,
  }))
  const { unprocessed } = await entities.entry.put(entries).go({ concurrency: 4 })
  if (unprocessed.length) throw new Error(`${unprocessed.length} entries were not written`)
  await audit.writeMany(
    entries.map((entry) => ({
      entityType: 'entry',
      entityId: entry.id,
      action: 'IMPORT',
      actorId: 'user-admin',
      actorType: 'ADMIN',
      actorName: 'Administrator',
      at,
      after: entry,
      auditId: `import-${entry.id}`,
    })),
  )
  const ms = performance.now() - started
  close()
  return { ms, readMs, written: entries.length }
}

/** The sides each child runs (child.ts). */
export const sides = { job: jobImport, raw: rawImport }

/** The figure alone: `npm run bench -- naac-import`. */
export const naacImportFigure = (): PortalFigure<NaacImportMeasurement> => ({
  name: 'naac-import',
  starting: `Importing a ${NAAC_IMPORT_SETTINGS.rows.toLocaleString('en-US')}-row NAAC workbook, ${NAAC_IMPORT_SETTINGS.runs} runs each of the naac-import job and the baseline, one process each...`,
  measure: (portal) => measureNaacImport(portal),
  rows: (measured) => Promise.resolve(naacImportRows(measured)),
})
