// The NAAC consolidated workbook figure (issue 17): a faculty's workbook of 50 templates x 2,000 entries as the
// `naac-reports` job writes it (@campus/reports' writeWorkbookToS3 over naacReportSheet sheets, each read from an
// async source of entries as it is written) against raw exceljs's streaming writer putting the same cells under
// the same columns into an @aws-sdk/lib-storage Upload to the same s3rver bucket. Each write runs alone in a
// fresh `node`, taking turns (ABBA), so its time and memory are its own; the two stored workbooks are checked to
// hold the same sheets, cell for cell.
//
// Alone (its own portal, no other figure):  npm run bench -- naac-consolidated
// The bench runs measureNaacConsolidated against the portal's exports bucket; each write runs in a child
// (child.ts) through `sides`.
import { createHash } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { isEnteredField, parseNaacForm } from '@campus/core'
import {
  naacReportFields,
  naacReportSheet,
  naacSheetName,
  writeWorkbookToS3,
  XLSX_CONTENT_TYPE,
  type NaacReportEntry,
} from '@campus/reports'
import { s3Client } from '@campus/runtime'
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import type { PortalFigure } from './alone'
import type { ExportTarget } from './alone'
import { memorySampler } from './memory'
import { formatValue, info, markdownTable, ratioAtMost, type Row } from './report'
import { inTurn, runSide } from './sides'
import { median, runMedians } from './stats'

/**
 * The 50 templates of 2,000 entries each (one faculty's workbook of a type), and timed runs of each side
 * (taking turns). Raw exceljs writes the 100,000 rows in 6 to 10 s on the busy 2-core machine.
 */
export const NAAC_CONSOLIDATED_SETTINGS = { templates: 50, entries: 2_000, runs: 2 } as const

/** The job's time, and its peak RSS, at most this many times raw exceljs's (issue 17's budget). */
export const NAAC_CONSOLIDATED_TIME_RATIO = 1.5
export const NAAC_CONSOLIDATED_MEMORY_RATIO = 1.5

const REGION = 'ap-south-1'
/** The zone the job writes its dates in (REPORT_TIME_ZONE of functions/naac/reports/build.job.ts). */
const TIME_ZONE = 'Asia/Kolkata'

/** A NAAC form as an administrator's JSON file holds one: a heading, entered fields of each kind, and a file. */
const FORM = parseNaacForm({
  fields: {
    heading: { label: 'Programme details', type: 'tableHeading' },
    programme: { label: 'Name of the programme', type: 'text', required: 'true' },
    code: { label: 'Programme code', type: 'text', required: 'true' },
    year: { label: 'Year of introduction', type: 'number', required: 'true' },
    startDate: { label: 'Date of implementation', type: 'date', required: 'true' },
    period: { label: 'Period', type: 'textDate', required: 'false' },
    level: { label: 'Level', type: 'select', required: 'true', options: ['UG', 'PG', 'PhD'] },
    enrolled: { label: 'Number of students enrolled', type: 'number', required: 'true' },
    details: { label: 'Details of the activity', type: 'textarea', required: 'false' },
    evidence: { label: 'Relevant document', type: 'file', required: 'true', regex: '(pdf|PDF)' },
  },
})
if (!FORM.ok) throw new Error(FORM.problems.join('; '))
const FIELDS = FORM.fields

/** Templates' titles, as NAAC's metrics read; each template has its own sub-criterion. */
const TITLES = [
  'Programmes in which syllabus revision was carried out',
  'Certificate or value added courses offered',
  'Students undertaking field projects or internships',
  'Average enrolment percentage',
  'Teachers awarded national or international recognition',
  'Research papers published in UGC care journals',
  'Extension and outreach programmes conducted',
  'Functional MoUs with institutions and industries',
  'Expenditure for infrastructure augmentation',
  'Capacity building and skills enhancement initiatives',
]
const DEPARTMENTS = ['Physics', 'Chemistry', 'Mathematics', 'Botany', 'Zoology', 'Computer Science']
const STATUSES = ['APPROVED', 'WAITING', 'REJECTED', 'APPROVED']
/** The job's page of entries (its Query's `limit`). */
const ENTRIES_PER_PAGE = 500

const templateOf = (index: number) => ({
  subCriteria: `${1 + (index % 7)}.${1 + Math.floor(index / 7)}.${1 + (index % 3)}`,
  title: TITLES[index % TITLES.length] ?? '',
})

/** One write, as its child process saw it. */
export interface ConsolidatedRun {
  /** From the first sheet begun to the object stored; imports and the client left out. */
  ms: number
  /** RSS just before the write, its imports done and its client made. */
  startRssBytes: number
  /** The child's peak RSS during the write: sampled every 100 entries and every 10 ms, and the kernel's high-water mark. */
  peakRssBytes: number
  /** V8's heap in use plus the memory of ArrayBuffers (the zip's and the upload's buffers), before and at its peak. */
  startHeapBytes: number
  peakHeapBytes: number
  /** Data rows written, and the stored .xlsx's size. */
  rows: number
  bytes: number
}

export interface NaacConsolidatedMeasurement {
  job: ConsolidatedRun[]
  raw: ConsolidatedRun[]
  /** Medians over the runs; growth is the peak less the RSS (or heap and buffers) before the write. */
  jobMs: number
  rawMs: number
  jobPeakRssBytes: number
  rawPeakRssBytes: number
  jobGrowthBytes: number
  rawGrowthBytes: number
  jobHeapGrowthBytes: number
  rawHeapGrowthBytes: number
  /** Parts of the .xlsx compared between the two sides' workbooks (every part but docProps/core.xml's dates). */
  comparedParts: number
}

type Side = 'job' | 'raw'

interface Target {
  endpoint: string
  bucket: string
  key: string
}

/** The child's memory, sampled every 100 entries and every 10 ms. */
const memory = memorySampler()

/**
 * A template's 2,000 entries as the job reads them (report-sources.ts): pages of 500 from a Query, each a later
 * turn of the event loop, made as they are read (never held as an array), the same for both sides. Memory is
 * also sampled every 100 entries: within a page the entries come in microtasks, where no timer fires.
 */
async function* entriesOf(template: number): AsyncGenerator<NaacReportEntry> {
  const { entries } = NAAC_CONSOLIDATED_SETTINGS
  const base = Date.UTC(2025, 5, 1, 4, 30)
  for (let n = 0; n < entries; n++) {
    if (n % ENTRIES_PER_PAGE === 0) await nextTurn()
    if (n % 100 === 0) memory.sample()
    const serial = template * entries + n
    yield {
      facultyName: 'Faculty of Science',
      facultyDeptName: `Department of ${DEPARTMENTS[n % DEPARTMENTS.length]}`,
      fields: {
        programme: `B.Sc. programme ${serial}`,
        code: `PRG${String(serial).padStart(6, '0')}`,
        year: String(2000 + (n % 25)),
        startDate: `${String((n % 28) + 1).padStart(2, '0')}/${String((n % 12) + 1).padStart(2, '0')}/2019`,
        period: n % 3 ? 'June 2023 to May 2024' : '',
        level: ['UG', 'PG', 'PhD'][n % 3],
        enrolled: String(20 + (n % 180)),
        details:
          n % 2
            ? `Conducted with the board of studies' approval; ${n % 40} sessions, report on the department's notice board`
            : '',
        evidence: { fileName: `Evidence ${serial}.pdf` },
      },
      status: STATUSES[n % STATUSES.length] ?? 'WAITING',
      createdByName: `Staff member ${n % 60}`,
      createdOn: base + serial * 60_000,
      modifiedOn: base + serial * 60_000 + 86_400_000,
    }
  }
}

/** The sheets as the job builds a faculty's workbook: a sheet per template, named uniquely, its fields its forms'. */
function jobSheets() {
  const used = new Set<string>()
  return Array.from({ length: NAAC_CONSOLIDATED_SETTINGS.templates }, (_, index) => {
    const { subCriteria, title } = templateOf(index)
    return naacReportSheet({
      name: naacSheetName(subCriteria, title, used),
      fields: naacReportFields([{ version: 1, fields: FIELDS }]),
      entries: entriesOf(index),
      timeZone: TIME_ZONE,
    })
  })
}

/** In a child: writeWorkbookToS3 over the job's sheets, as the job calls it. */
async function jobWrite(target: Target) {
  const s3 = s3Client({ region: REGION, endpoint: target.endpoint })
  return measured(async () => {
    const written = await writeWorkbookToS3({
      s3,
      bucket: target.bucket,
      key: target.key,
      sheets: jobSheets(),
    })
    s3.destroy()
    return { rows: written.rows, bytes: written.bytes ?? 0 }
  })
}

/**
 * In a child: exceljs 4.4.0's streaming writer as its README shows it, with the job's options (styles on, shared
 * strings off, a bold header row, every row committed), into an Upload of the same bucket. The same columns
 * (headers and widths, taken from the job's sheets) and the same cells, made with the least work: one date
 * formatter, a plain row of values per entry. Its loop never waits for the zip; only the pages of entries give
 * zlib and the upload their turns.
 */
async function rawWrite(target: Target) {
  const s3 = s3Client({ region: REGION, endpoint: target.endpoint })
  const entered = FIELDS.filter(isEnteredField)
  const dates = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
  const shown = (at: number) => dates.format(at).replace(',', '')
  const cell = (value: unknown) =>
    typeof value === 'string' ? value || undefined : (value as { fileName?: string } | undefined)?.fileName
  return measured(async () => {
    const body = new PassThrough()
    let bytes = 0
    body.on('data', (chunk: Buffer) => (bytes += chunk.length))
    const upload = new Upload({
      client: s3,
      params: { Bucket: target.bucket, Key: target.key, Body: body, ContentType: XLSX_CONTENT_TYPE },
    })
    const uploaded = upload.done()
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: body,
      useStyles: true,
      useSharedStrings: false,
    })
    let rows = 0
    for (const [index, spec] of jobSheets().entries()) {
      const sheet = workbook.addWorksheet(spec.name)
      sheet.columns = spec.columns.map(({ header, width }) => ({ header, width }))
      const header = sheet.getRow(1)
      header.font = { bold: true }
      header.commit()
      let sno = 0
      for await (const entry of entriesOf(index)) {
        sheet
          .addRow([
            ++sno,
            entry.facultyName,
            entry.facultyDeptName,
            ...entered.map((field) => cell(entry.fields[field.key])),
            entry.status,
            entry.createdByName,
            shown(entry.createdOn),
            shown(entry.modifiedOn),
          ])
          .commit()
        rows++
      }
      sheet.commit()
    }
    await workbook.commit()
    await uploaded
    s3.destroy()
    return { rows, bytes }
  })
}

/** Times `write` and samples the process's memory around it, as naac-merge.ts does. */
async function measured(write: () => Promise<{ rows: number; bytes: number }>): Promise<ConsolidatedRun> {
  const start = memory.start()
  memory.sampleEvery10Ms()
  const started = performance.now()
  const { rows, bytes } = await write()
  const ms = performance.now() - started
  return {
    ms,
    startRssBytes: start.rssBytes,
    peakRssBytes: memory.peakRssWithKernel(),
    startHeapBytes: start.heapBytes,
    peakHeapBytes: memory.peakHeap(),
    rows,
    bytes,
  }
}

/** A digest of each part of a stored .xlsx but docProps/core.xml (its created and modified dates differ). */
async function partDigests(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes)
  const digests = new Map<string, string>()
  for (const [name, file] of Object.entries(zip.files))
    if (!file.dir && name !== 'docProps/core.xml')
      digests.set(
        name,
        createHash('sha256')
          .update(await file.async('uint8array'))
          .digest('hex'),
      )
  return digests
}

/**
 * `runs` writes of each side, one child at a time, taking turns in ABBA order. Each stored workbook is read back
 * (untimed): its parts must be the first one's (the job's), byte for byte (the same sheets, columns and cells),
 * and it is deleted.
 */
export async function measureNaacConsolidated(target: ExportTarget): Promise<NaacConsolidatedMeasurement> {
  const { templates, entries, runs } = NAAC_CONSOLIDATED_SETTINGS
  const s3 = s3Client({ region: REGION, endpoint: target.endpoint })
  try {
    const results: Record<Side, ConsolidatedRun[]> = { job: [], raw: [] }
    let reference: Map<string, string> | undefined
    for (let round = 0; round < runs; round++) {
      for (const side of inTurn<Side>(round, ['job', 'raw'])) {
        const key = `exports/bench/naac-consolidated/${side}-${round}-${Date.now()}.xlsx`
        const result = await runSide<ConsolidatedRun>(
          'naac-consolidated',
          side,
          { ...target, key },
          {
            timeoutMs: 600_000,
          },
        )
        if (result.rows !== templates * entries)
          throw new Error(`The ${side} workbook has ${result.rows} of ${templates * entries} rows`)
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }))
        const digests = await partDigests(await Body!.transformToByteArray())
        await s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }))
        const sheets = [...digests.keys()].filter((name) => name.startsWith('xl/worksheets/')).length
        if (sheets !== templates) throw new Error(`The ${side} workbook has ${sheets} of ${templates} sheets`)
        const first = (reference ??= digests)
        const differing = [...new Set([...first.keys(), ...digests.keys()])].filter(
          (name) => first.get(name) !== digests.get(name),
        )
        if (differing.length)
          throw new Error(`The ${side} workbook differs from the job's in ${differing.join(', ')}`)
        results[side].push(result)
      }
    }
    const [job, raw] = [runMedians(results.job), runMedians(results.raw)]
    const heapGrowth = (of: ConsolidatedRun[]) => median(of.map((r) => r.peakHeapBytes - r.startHeapBytes))
    return {
      ...results,
      jobMs: job.ms,
      rawMs: raw.ms,
      jobPeakRssBytes: job.peakRssBytes,
      rawPeakRssBytes: raw.peakRssBytes,
      jobGrowthBytes: job.growthBytes,
      rawGrowthBytes: raw.growthBytes,
      jobHeapGrowthBytes: heapGrowth(results.job),
      rawHeapGrowthBytes: heapGrowth(results.raw),
      comparedParts: reference?.size ?? 0,
    }
  } finally {
    s3.destroy()
  }
}

const label = () => {
  const { templates, entries } = NAAC_CONSOLIDATED_SETTINGS
  return `NAAC consolidated workbook: ${templates} templates x ${entries.toLocaleString('en-US')} entries`
}

/** The figure's report rows: time and peak RSS against raw exceljs (the budgets), and the growths beside them. */
export function naacConsolidatedRows(m: NaacConsolidatedMeasurement): Row[] {
  const of = `median of ${m.job.length}`
  return [
    ratioAtMost(
      `${label()}, writeWorkbookToS3 over naacReportSheet vs raw exceljs into an Upload (${of})`,
      'ms',
      m.jobMs,
      m.rawMs,
      NAAC_CONSOLIDATED_TIME_RATIO,
    ),
    ratioAtMost(
      `${label()}, peak RSS of its process vs raw exceljs's (${of})`,
      'B',
      m.jobPeakRssBytes,
      m.rawPeakRssBytes,
      NAAC_CONSOLIDATED_MEMORY_RATIO,
    ),
    info(
      `${label()}, RSS growth during the write vs raw exceljs's (${of})`,
      'B',
      m.jobGrowthBytes,
      m.rawGrowthBytes,
    ),
    info(
      `${label()}, growth of the JS heap and buffers vs raw exceljs's (${of})`,
      'B',
      m.jobHeapGrowthBytes,
      m.rawHeapGrowthBytes,
    ),
  ]
}

/** The figure's section: each run's figures, and how they were made. */
export function naacConsolidatedSection(m: NaacConsolidatedMeasurement): string {
  const { templates, entries } = NAAC_CONSOLIDATED_SETTINGS
  const b = (value: number) => formatValue(value, 'B')
  const runRows = (side: string, runs: ConsolidatedRun[]) =>
    runs.map((r, index) => [
      `${side} #${index + 1}`,
      formatValue(r.ms, 'ms'),
      b(r.startRssBytes),
      b(r.peakRssBytes),
      b(r.peakRssBytes - r.startRssBytes),
      b(r.peakHeapBytes - r.startHeapBytes),
      b(r.bytes),
    ])
  return [
    markdownTable(
      ['Run', 'Time', 'RSS before', 'Peak RSS', 'RSS growth', 'Heap + buffers growth', '.xlsx'],
      [...runRows('naac-reports sheets', m.job), ...runRows('raw exceljs', m.raw)],
    ),
    '',
    `One faculty’s consolidated workbook: ${templates} templates with a form of ${FIELDS.length} fields (a ` +
      'heading, text, number, date, period, choice, long text and a file), each with ' +
      `${entries.toLocaleString('en-US')} entries from an async generator that makes them as they are read. ` +
      'The job side is what the `naac-reports` job runs: `writeWorkbookToS3` from @campus/reports over a ' +
      '`naacReportSheet` per template (named by `naacSheetName`, columns from `naacReportFields`), into the ' +
      'exports bucket of the portal’s s3rver. The raw side is exceljs 4.4.0’s `stream.xlsx.WorkbookWriter` with ' +
      'the same options (styles on, shared strings off, bold header row, every row committed) writing the same ' +
      'entries as plain rows of values (one date formatter) into an `@aws-sdk/lib-storage` Upload to the same ' +
      'bucket, never waiting for the zip. ' +
      'The entries come in pages of 500, each a later turn of the event loop, as the job’s Query pages do. ' +
      'Each write runs alone in a fresh `node --import tsx`, the sides taking ' +
      'turns (ABBA); time runs from the first sheet to the object stored, imports and the client left out. RSS ' +
      'and V8’s heap plus ArrayBuffers are sampled every 100 entries and every 10 ms, with the kernel’s ' +
      'high-water mark once it passes the RSS before the write; growth is the peak less the value before. ' +
      `Every stored workbook is read back, untimed: its ${m.comparedParts} parts (every one but ` +
      'docProps/core.xml’s dates) are the first job workbook’s byte for byte, and it is deleted.',
  ].join('\n')
}

/** The sides each child runs (child.ts). */
export const sides = { job: jobWrite, raw: rawWrite }

/** The figure alone: `npm run bench -- naac-consolidated`. */
export const naacConsolidatedFigure = (): PortalFigure<NaacConsolidatedMeasurement> => ({
  name: 'naac-consolidated',
  starting: `Writing a workbook of ${NAAC_CONSOLIDATED_SETTINGS.templates} templates x ${NAAC_CONSOLIDATED_SETTINGS.entries.toLocaleString('en-US')} entries, ${NAAC_CONSOLIDATED_SETTINGS.runs} runs each of the naac-reports sheets and raw exceljs, one process each...`,
  measure: (portal) => measureNaacConsolidated(portal.exports),
  rows: (measured) => Promise.resolve(naacConsolidatedRows(measured)),
})
