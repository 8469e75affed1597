// The export figure: a 100,000-row workbook through @campus/reports' writeWorkbookToS3 into s3rver, against raw
// exceljs writing the same rows to a file. Each write runs alone in a fresh `node`, so its peak RSS is its own.
//
// Alone (no portal, its own s3rver):  npm run bench -- export-scale
// The bench runs measureExportScale against the portal's s3rver; each write runs in a child (child.ts) through
// `sides`.
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BucketFigure, ExportTarget } from './alone'
import { BUDGETS } from './config'
import { memorySampler } from './memory'
import { ratioAtMost, type Row } from './report'
import { inTurn, runSide } from './sides'
import { runMedians } from './stats'

/** Rows per workbook, and timed runs of each side (taking turns, ABBA). */
export const EXPORT_SCALE_SETTINGS = { rows: 100_000, runs: 3 } as const

/** One write, as its child process saw it. */
export interface ExportRun {
  /** From creating the writer to the object stored (helper) or the file closed (raw); imports left out. */
  ms: number
  /** The child's peak resident set during the write, sampled (see `peakRss`). */
  peakRssBytes: number
  /** RSS just before the write began, its imports done: what the process weighed before any row. */
  startRssBytes: number
  /** Size of the .xlsx written. */
  bytes: number
  rows: number
}

export interface ExportScaleMeasurement {
  helper: ExportRun[]
  raw: ExportRun[]
  /** Medians over the runs. */
  helperMs: number
  rawMs: number
  helperPeakRssBytes: number
  rawPeakRssBytes: number
}

type Side = 'helper' | 'raw'

/** A subject-wise feedback report's columns (the old portal's SubjectWise.xls). */
const COLUMNS = [
  { header: 'Survey', key: 'survey', width: 28 },
  { header: 'Group', key: 'group', width: 32 },
  { header: 'Subject code', key: 'subjectCode', width: 12 },
  { header: 'Subject', key: 'subject', width: 32 },
  { header: 'Staff', key: 'staff', width: 24 },
  { header: 'Polled', key: 'polled', width: 8 },
  { header: 'Average', key: 'average', width: 8 },
  { header: 'Percentage', key: 'percentage', width: 10 },
]

const SUBJECTS = [
  'Data Structures and Algorithms',
  'Database Management Systems',
  'Operating Systems',
  'Computer Networks',
  'Discrete Mathematics',
  'Object Oriented Programming with Java',
  'Software Engineering',
  'Web Technologies',
]

/** The same rows for both sides, made as they are written (never held as an array). */
function* reportRows(count: number) {
  for (let n = 0; n < count; n++) {
    if (n % 100 === 0) memory.sample()
    const average = 1 + ((n * 37) % 400) / 100
    yield {
      survey: `Subject feedback ${2024 + (n % 3)} odd semester`,
      group: `B.Sc. Computer Science ${1 + (n % 3)} year ${'ABC'.charAt(n % 3)}`,
      subjectCode: `CS${1000 + (n % 700)}`,
      subject: SUBJECTS[n % SUBJECTS.length] ?? '',
      staff: `Staff member ${n % 450}`,
      polled: 20 + (n % 45),
      average,
      percentage: Math.round(average * 2000) / 100,
    }
  }
}

/**
 * The highest RSS seen during a write: sampled every 100 rows as either side pulls them (raw exceljs's loop is
 * synchronous, so a timer alone would never see its peak), every 10 ms while the helper waits on zlib and S3,
 * and once at the end. Not `resourceUsage().maxRSS`: Linux carries the parent's high-water mark into a forked
 * child, so in the full bench (whose process holds dynalite's million answers) both sides read the bench's
 * own 600 MB.
 */
const memory = memorySampler()

/** In the child: writeWorkbookToS3 into the target bucket (an S3 client as @campus/runtime builds one). */
async function helperWrite(rows: number, target: ExportTarget): Promise<ExportRun> {
  const { S3Client } = await import('@aws-sdk/client-s3')
  const { writeWorkbookToS3 } = await import('@campus/reports')
  const s3 = new S3Client({
    region: 'ap-south-1',
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const startRssBytes = memory.start().rssBytes
  const started = performance.now()
  const result = await writeWorkbookToS3({
    s3,
    bucket: target.bucket,
    key: `exports/bench/export-scale-${process.pid}.xlsx`,
    sheets: [{ name: 'Subject wise', columns: COLUMNS, rows: reportRows(rows) }],
  })
  const ms = performance.now() - started
  s3.destroy()
  return { ms, peakRssBytes: memory.peakRss(), startRssBytes, bytes: result.bytes ?? 0, rows: result.rows }
}

/** In the child: exceljs's streaming writer as its README shows it, to a file, with the same options. */
async function rawWrite(rows: number, file: string): Promise<ExportRun> {
  const { default: ExcelJS } = await import('exceljs')
  const startRssBytes = memory.start().rssBytes
  const started = performance.now()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('Subject wise')
  sheet.columns = COLUMNS
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.commit()
  let written = 0
  for (const row of reportRows(rows)) {
    sheet.addRow(row).commit()
    written++
  }
  sheet.commit()
  await workbook.commit()
  const ms = performance.now() - started
  return { ms, peakRssBytes: memory.peakRss(), startRssBytes, bytes: (await stat(file)).size, rows: written }
}

/** Runs one write in a fresh node (child.ts) and returns what it measured; the raw side's file is deleted. */
async function runWrite(side: Side, rows: number, target: ExportTarget, workDir: string): Promise<ExportRun> {
  const file = join(workDir, `raw-${Date.now()}.xlsx`)
  const result = await runSide<ExportRun>(
    'export-scale',
    side,
    side === 'helper' ? { rows, target } : { rows, file },
    { timeoutMs: 300_000 },
  )
  if (result.rows !== rows) throw new Error(`The ${side} export wrote ${result.rows} of ${rows} rows`)
  if (side === 'raw') await rm(file, { force: true })
  return result
}

/**
 * `runs` writes of each side, one child at a time (two at once would race for the 2 cores), taking turns in
 * ABBA order so drift in machine load hits both alike.
 */
export async function measureExportScale(target: ExportTarget): Promise<ExportScaleMeasurement> {
  const workDir = await mkdtemp(join(tmpdir(), 'campus-export-scale-'))
  try {
    const runs: Record<Side, ExportRun[]> = { helper: [], raw: [] }
    for (let round = 0; round < EXPORT_SCALE_SETTINGS.runs; round++) {
      for (const side of inTurn<Side>(round, ['helper', 'raw']))
        runs[side].push(await runWrite(side, EXPORT_SCALE_SETTINGS.rows, target, workDir))
    }
    const [helper, raw] = [runMedians(runs.helper), runMedians(runs.raw)]
    return {
      ...runs,
      helperMs: helper.ms,
      rawMs: raw.ms,
      helperPeakRssBytes: helper.peakRssBytes,
      rawPeakRssBytes: raw.peakRssBytes,
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

/** The sides each child runs (child.ts), sampling RSS every 10 ms from the start. */
export const sides = {
  helper: ({ rows, target }: { rows: number; target: ExportTarget }) => {
    memory.sampleEvery10Ms()
    return helperWrite(rows, target)
  },
  raw: ({ rows, file }: { rows: number; file: string }) => {
    memory.sampleEvery10Ms()
    return rawWrite(rows, file)
  },
}

/** The export figures: time and peak memory of the shared workbook helper against raw exceljs. */
export function exportScaleRows(m: ExportScaleMeasurement): Row[] {
  const label = `${EXPORT_SCALE_SETTINGS.rows.toLocaleString('en-US')}-row export`
  const of = `median of ${EXPORT_SCALE_SETTINGS.runs}`
  return [
    ratioAtMost(
      `Workbook export: ${label}, writeWorkbookToS3 into s3rver vs raw exceljs to a file (${of})`,
      'ms',
      m.helperMs,
      m.rawMs,
      BUDGETS.exportTimeRatio,
    ),
    ratioAtMost(
      `Workbook export: ${label}, peak RSS of its process vs raw exceljs's (${of})`,
      'B',
      m.helperPeakRssBytes,
      m.rawPeakRssBytes,
      BUDGETS.exportMemoryRatio,
    ),
  ]
}

/** The figure alone, on an s3rver of its own: `npm run bench -- export-scale`. */
export const exportScaleFigure = (): BucketFigure<ExportScaleMeasurement> => ({
  name: 'export-scale',
  bucketOnly: true,
  starting: `Writing ${EXPORT_SCALE_SETTINGS.rows.toLocaleString('en-US')} rows, ${EXPORT_SCALE_SETTINGS.runs} runs of each side...`,
  measure: measureExportScale,
  rows: (measured) => Promise.resolve(exportScaleRows(measured)),
})
