import { EventEmitter, once } from 'node:events'
import { PassThrough, type TransformCallback } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { spreadsheetCell } from '@campus/core'
import ExcelJS from 'exceljs'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * What one cell may hold; `undefined` leaves the cell empty. Dates get Excel's default date format. A string
 * that starts like a formula is written with a leading quote (`spreadsheetText` in @campus/core).
 */
export type CellValue = string | number | Date | undefined

export type WorkbookRow = Record<string, CellValue>

export interface SheetColumn<Row extends WorkbookRow = WorkbookRow> {
  header: string
  /** The row property this column shows. */
  key: keyof Row & string
  /** In characters, as Excel counts them. */
  width?: number
}

export interface SheetSpec<Row extends WorkbookRow = WorkbookRow> {
  /** The worksheet's name (Excel allows 31 characters, none of `*?:\/[]`). */
  name: string
  columns: readonly SheetColumn<Row>[]
  /** Read once, in order; an async source (a paged query) is read as the rows are written. */
  rows: Iterable<Row> | AsyncIterable<Row>
}

/**
 * A sheet of any row type, as writeWorkbookToS3 takes them: a `SheetSpec<SubjectRow>` is one, though TypeScript
 * will not let it pass for a `SheetSpec<WorkbookRow>` (its keys narrow as its rows widen).
 */
export interface AnySheetSpec {
  name: string
  columns: readonly { header: string; key: string; width?: number }[]
  rows: Iterable<WorkbookRow> | AsyncIterable<WorkbookRow>
}

export interface WriteWorkbookOptions {
  s3: S3Client
  bucket: string
  key: string
  sheets: readonly AnySheetSpec[]
  /** Rows written so far, across sheets: every `progressEvery` rows and once at the end. */
  onProgress?: (rowsWritten: number) => void | Promise<void>
  /** 1,000 unless told (at least 1). */
  progressEvery?: number
}

export interface WrittenWorkbook {
  key: string
  /** Data rows, header rows not counted. */
  rows: number
  /** Size of the stored .xlsx. */
  bytes?: number
}

/**
 * The row with each string that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR first)
 * quoted, as OWASP advises: exceljs stores strings as text, which Excel does not evaluate, but a copy saved
 * as CSV, re-imported or opened elsewhere can be. Numbers stay numbers (-5 is not text).
 */
const safeRow = (row: WorkbookRow): WorkbookRow => {
  let safe: WorkbookRow | undefined
  for (const key in row) {
    const value = row[key]
    const cell = spreadsheetCell(value)
    if (cell !== value) (safe ??= { ...row })[key] = cell
  }
  return safe ?? row
}

/** How many rows go into a sheet between two looks at the zip's backlog. */
const ROWS_PER_TURN = 200

/** What the writer needs of the zip's input: a writable stream's backlog flag and its `drain` event. */
type ZipInput = EventEmitter & { _writableState: { needDrain: boolean } }

/**
 * The stream a worksheet's XML waits in before the zip deflates it. exceljs's row commit is synchronous and
 * its worksheet buffer writes on into this stream whatever it answers, so unless the writer waits for it to
 * drain, a whole sheet's XML piles up in memory when zlib or the upload is slower than the rows come. This
 * reads exceljs 4.4.0's internals (the worksheet's `stream`, a StreamBuf, and its one pipe, the
 * readable-stream PassThrough archiver wraps it in; not a node:stream one, so it is told by its shape).
 * Should they ever differ, it gives undefined and the writer only yields a turn now and then.
 */
function zipInputOf(worksheet: ExcelJS.Worksheet): ZipInput | undefined {
  const input = (worksheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0]
  const state = (input as { _writableState?: { needDrain?: unknown } } | undefined)?._writableState
  return input instanceof EventEmitter && typeof state?.needDrain === 'boolean'
    ? (input as ZipInput)
    : undefined
}

/** A PassThrough that counts what goes through it: the size of the stored file. */
class CountingPassThrough extends PassThrough {
  bytes = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    callback(null, chunk)
  }
}

/**
 * Writes an .xlsx of `sheets` to `s3://bucket/key` as it is built: exceljs's streaming writer feeds an
 * `Upload` (multipart once the file passes 5 MB), so neither the rows nor the file are ever held whole.
 * Each sheet has a bold header row from its columns, then one row per item of `rows`.
 *
 * If a row source, `onProgress`, the writer or the upload fails, nothing is stored at `key` (the upload is
 * aborted, with any parts already sent) and the error is thrown.
 * @example
 * await writeWorkbookToS3({ s3, bucket, key: 'reports/SubjectWise.xlsx', sheets: [
 *   { name: 'Subject wise', columns: [{ header: 'Subject', key: 'subject', width: 30 }], rows: subjectRows() },
 * ] })
 */
export async function writeWorkbookToS3(options: WriteWorkbookOptions): Promise<WrittenWorkbook> {
  const body = new CountingPassThrough()
  const upload = new Upload({
    client: options.s3,
    params: { Bucket: options.bucket, Key: options.key, Body: body, ContentType: XLSX_CONTENT_TYPE },
  })
  const uploaded = upload.done()
  const written = writeSheets(body, options)
  try {
    const [rows] = await Promise.all([written, uploaded])
    return { key: options.key, rows, bytes: body.bytes }
  } catch (error) {
    // Never end the body here: to the Upload an ended stream is a whole file. Destroyed, it fails the Upload's
    // read, which aborts a multipart upload already begun; waiting for that leaves nothing behind. The writer
    // stops at its next row (or waits on a stream that is gone), so it is not waited for.
    written.catch(() => undefined)
    body.destroy()
    await uploaded.catch(() => undefined)
    await upload.abort()
    throw error
  }
}

async function writeSheets(body: CountingPassThrough, options: WriteWorkbookOptions): Promise<number> {
  const progressEvery = Math.max(1, Math.floor(options.progressEvery ?? 1000))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
    useSharedStrings: false,
  })
  const closed = new Promise<void>((resolve) => body.once('close', resolve))
  let rows = 0
  let reported = -1
  const report = async () => {
    reported = rows
    await options.onProgress?.(rows)
  }

  for (const sheet of options.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name)
    worksheet.columns = sheet.columns.map(({ header, key, width }) => ({ header, key, width }))
    const header = worksheet.getRow(1)
    header.font = { bold: true }
    header.commit()
    const zipInput = zipInputOf(worksheet)
    for await (const row of sheet.rows) {
      if (body.destroyed) throw new Error('The workbook upload stopped')
      worksheet.addRow(safeRow(row)).commit()
      rows++
      if (rows % progressEvery === 0) await report()
      if (rows % ROWS_PER_TURN === 0) {
        // Waiting here carries the upload's backpressure too: while S3 is behind, the zip stops reading.
        if (zipInput?._writableState.needDrain) await Promise.race([once(zipInput, 'drain'), closed])
        else await nextTurn()
      }
    }
    // Sheets are zipped one after another: the next one's rows would only be buffered until this one ends.
    worksheet.commit()
  }
  if (reported !== rows) await report()
  await workbook.commit()
  return rows
}
