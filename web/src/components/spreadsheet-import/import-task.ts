import type { TFunction } from 'i18next'
import { type SheetColumn, type SheetRow, downloadWorkbook, readFirstSheet } from '@/lib/spreadsheet'

/** A problem with one row, from the page's own checks or from the server. */
export interface RowIssue {
  field?: string
  message: string
}

/** A row that did not land, and why. */
export interface RejectedRow {
  row: number
  key?: string
  errors: RowIssue[]
}

/** What the server answers for one chunk of rows. */
export interface ChunkResult {
  created: number
  updated: number
  rejected: RejectedRow[]
}

/** A sheet row read: the request fields, or what is wrong with it. */
export type RowReading<Fields> = { fields: Fields } | { errors: RowIssue[] }

/** How one kind of record is imported: its template, how a sheet row becomes a request row, and the call. */
export interface ImportPlan<Fields> {
  /** Names the task, so one import of a kind runs at a time. */
  kind: string
  /** Plural noun for messages: "students". */
  noun: string
  templateFileName: string
  columns: readonly SheetColumn<Record<string, unknown>>[]
  /** Reads a sheet row's cells (by header) into request fields, or says what is wrong with it. */
  mapRow: (cells: Record<string, string>) => RowReading<Fields>
  sendChunk: (rows: (Fields & { row: number })[]) => Promise<ChunkResult>
}

/** Whether a cell names a listed value: case and runs of spaces do not matter. */
export const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * Reads one sheet row's cells by header (trimmed; a missing cell reads as empty) and collects what is wrong
 * with them, starting with every required cell left blank.
 */
export function readSheetRow(
  cells: Record<string, string>,
  required: readonly string[],
  t: TFunction<'components'>,
) {
  const cell = (header: string): string => cells[header]?.trim() ?? ''
  const errors: RowIssue[] = required
    .filter((header) => !cell(header))
    .map((header) => ({ field: header, message: t('rowIssue.required') }))
  return {
    cell,
    errors,
    /** The choice a cell names; a cell naming none of them is an issue. */
    choice<Choice extends string>(choices: readonly Choice[], header: string): Choice | undefined {
      const choice = choices.find((candidate) => sameText(candidate, cell(header)))
      if (cell(header) && !choice)
        errors.push({ field: header, message: t('rowIssue.oneOf', { choices: choices.join(', ') }) })
      return choice
    },
    /**
     * The portal's record a cell (or `text`, a part of it) names; naming none is an issue.
     * @param what the kind of record, in the reader's words: "department"
     */
    listed<Item>(
      items: readonly Item[],
      nameOf: (item: Item) => string,
      header: string,
      what: string,
      text = cell(header),
    ): Item | undefined {
      const found = items.find((item) => sameText(nameOf(item), text))
      if (text && !found) errors.push({ field: header, message: t('rowIssue.notListed', { text, what }) })
      return found
    },
  }
}

/** A request row without the fields whose cells were blank: the server updates only what a row carries. */
export const withoutBlanks = <Fields extends object>(fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Fields

/** Rows per request: the server takes at most 250. */
export const CHUNK_SIZE = 250
/** Larger imports run in the background: the dialog may close and a notice shows the progress. */
export const BACKGROUND_THRESHOLD = 500

export interface ImportState {
  status: 'reading' | 'running' | 'done' | 'failed'
  fileName: string
  total: number
  processed: number
  created: number
  updated: number
  rejected: RejectedRow[]
  /** Why the whole import stopped (an unreadable file). */
  message?: string
  /** The file's headers and rows, to write the error workbook. */
  headers: string[]
  rows: Map<number, Record<string, string>>
}

type Listener = () => void

/** The state of one import, readable from React with useSyncExternalStore and alive beyond any dialog. */
export class ImportTask {
  private listeners = new Set<Listener>()
  constructor(public state: ImportState) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = () => this.state

  update(change: Partial<ImportState>) {
    this.state = { ...this.state, ...change }
    this.listeners.forEach((listener) => listener())
  }

  get running() {
    return this.state.status === 'reading' || this.state.status === 'running'
  }
}

const tasks = new Map<string, ImportTask>()

/** The latest import of a kind, if one ran since the page loaded. */
export const importTaskOf = (kind: string) => tasks.get(kind)

const issueText = (issues: RowIssue[]) =>
  issues.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message)).join('; ')

/**
 * Reads the workbook, checks each row, and sends the good ones in chunks. A chunk that fails as a whole
 * (network, server) marks its rows rejected with the reason, so they come back in the error workbook and
 * nothing is silently lost; importing that workbook again is safe because rows update by their key.
 */
export function startImport<Fields>(
  plan: ImportPlan<Fields>,
  file: File,
  t: TFunction<'components'>,
  onProgress?: (task: ImportTask) => void,
): ImportTask {
  const running = tasks.get(plan.kind)
  if (running?.running) return running
  const task = new ImportTask({
    status: 'reading',
    fileName: file.name,
    total: 0,
    processed: 0,
    created: 0,
    updated: 0,
    rejected: [],
    headers: [],
    rows: new Map(),
  })
  tasks.set(plan.kind, task)
  const report = () => onProgress?.(task)

  void (async () => {
    let sheet: { headers: string[]; rows: SheetRow[] }
    try {
      sheet = await readFirstSheet(file, t)
    } catch (error) {
      task.update({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
      report()
      return
    }
    const missing = plan.columns
      .filter((column) => column.header.endsWith('*') && !sheet.headers.includes(column.header))
      .map((column) => column.header)
    if (missing.length) {
      task.update({
        status: 'failed',
        headers: sheet.headers,
        message: t('importTask.missingColumns', { count: missing.length, columns: missing.join(', ') }),
      })
      report()
      return
    }
    if (!sheet.rows.length) {
      task.update({ status: 'failed', message: t('importTask.noRows') })
      report()
      return
    }

    const rejected: RejectedRow[] = []
    const valid: (Fields & { row: number })[] = []
    for (const { row, cells } of sheet.rows) {
      const mapped = plan.mapRow(cells)
      if ('errors' in mapped) rejected.push({ row, errors: mapped.errors })
      else valid.push({ ...mapped.fields, row })
    }
    task.update({
      status: 'running',
      headers: sheet.headers,
      rows: new Map(sheet.rows.map(({ row, cells }) => [row, cells])),
      total: sheet.rows.length,
      processed: rejected.length,
      rejected: [...rejected],
    })
    report()

    for (let index = 0; index < valid.length; index += CHUNK_SIZE) {
      const chunk = valid.slice(index, index + CHUNK_SIZE)
      let result: ChunkResult
      try {
        result = await plan.sendChunk(chunk)
      } catch (error) {
        const message = t('importTask.notImported', {
          reason: error instanceof Error ? error.message : String(error),
        })
        result = {
          created: 0,
          updated: 0,
          rejected: chunk.map(({ row }) => ({ row, errors: [{ message }] })),
        }
      }
      task.update({
        processed: task.state.processed + chunk.length,
        created: task.state.created + result.created,
        updated: task.state.updated + result.updated,
        rejected: [...task.state.rejected, ...result.rejected],
      })
      report()
    }
    task.update({
      status: 'done',
      rejected: [...task.state.rejected].sort((a, b) => a.row - b.row),
    })
    report()
  })()
  return task
}

/**
 * The rejected rows as they were in the file, with an Errors column, so they can be corrected and imported
 * again (the Errors column is ignored then).
 */
export async function downloadErrorWorkbook(state: ImportState, t: TFunction<'components'>) {
  const headers = state.headers.filter(Boolean)
  const columns = [
    { header: t('errorWorkbook.row'), key: '__row', width: 8 },
    ...headers.map((header) => ({ header, key: header })),
    { header: t('errorWorkbook.errors'), key: ERRORS_HEADER, width: 60 },
  ]
  const rows = state.rejected.map((rejected) => ({
    ...(state.rows.get(rejected.row) ?? {}),
    __row: rejected.row,
    [ERRORS_HEADER]: issueText(rejected.errors),
  }))
  const base = state.fileName.replace(/\.xlsx$/i, '')
  await downloadWorkbook(`${base} errors.xlsx`, [{ name: t('errorWorkbook.sheet'), columns, rows }])
}

export const ERRORS_HEADER = 'Errors'
export { issueText }
