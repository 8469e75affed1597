import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { NaacImportView } from '@campus/core'
import { callResultOf, withToken } from '@campus/testing'
import ExcelJS from 'exceljs'
import type { NaacFixture } from '../../testing/fixture'

/** The labels of the fixture FORM's sheet fields, in form order. */
export const SHEET_HEADERS = [
  'Programme name',
  'Details',
  'Year of introduction',
  'Date of start',
  'Period',
  'Level',
] as const

/** A cell as a test writes it into a workbook: text, a number, a date cell, or nothing. */
export type Cell = string | number | Date | undefined

/** A good row of the fixture FORM, numbered so rows tell apart. */
export const goodRow = (n: number): Cell[] => [
  `Programme ${n}`,
  n % 2 ? `Details of ${n}` : undefined,
  2000 + (n % 25),
  `${String((n % 28) + 1).padStart(2, '0')}/06/2019`,
  undefined,
  ['UG', 'PG', 'PhD'][n % 3],
]

/** An .xlsx with one sheet: the header row, then the rows (undefined cells left empty), as Excel saves one. */
export async function workbookOf(headers: readonly string[], rows: readonly Cell[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Sheet1')
  sheet.addRow([...headers])
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => cell ?? null))
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = 'dd/mm/yyyy'
    })
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** Opens an .xlsx with exceljs. */
export async function openWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  // exceljs declares a Buffer of its own for `load`; a node Buffer is one at run time.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer)
  return workbook
}

/** A sheet's rows as the values of their cells (1-based cells, as exceljs numbers them, from column 1). */
export const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

/** The Excel calls of the fixture's app: multipart uploads, downloads and the import's record. */
export function excelCalls(f: NaacFixture) {
  const query = (templateId: string, facultyDeptId: string = f.eng) =>
    `naacTemplateId=${encodeURIComponent(templateId)}&facultyDeptId=${encodeURIComponent(facultyDeptId)}`

  /** A multipart upload of `file` in the field `file`. */
  async function upload(path: string, token: string, file: Uint8Array | string, name: string) {
    const form = new FormData()
    form.append('file', new File([typeof file === 'string' ? new TextEncoder().encode(file) : file], name))
    return callResultOf(await f.app.request(withToken(path, token), { method: 'POST', body: form }))
  }

  return {
    /** The legacy import: waits, answers a JSON string. */
    legacyImport: (templateId: string, file: Uint8Array | string, options: Partial<Options> = {}) =>
      upload(
        `/boot/naac/import?${query(templateId, options.facultyDeptId)}`,
        options.token ?? f.tokens.inputter,
        file,
        options.name ?? 'entries.xlsx',
      ),

    /** The new import: 202 `{ id }`. */
    startImport: (templateId: string, file: Uint8Array | string, options: Partial<Options> = {}) =>
      upload(
        `/boot/naac/imports?${query(templateId, options.facultyDeptId)}`,
        options.token ?? f.tokens.inputter,
        file,
        options.name ?? 'entries.xlsx',
      ),

    /** An import started with the new call and run to its end: its record as the starter reads it. */
    async imported(templateId: string, file: Uint8Array, options: Partial<Options> = {}) {
      const started = await this.startImport(templateId, file, options)
      if (started.status !== 202)
        throw new Error(`Import answered ${started.status} ${JSON.stringify(started.body)}`)
      await f.jobs.done()
      const id = String(started.body.id)
      return f.ok<NaacImportView>('GET', `/boot/naac/imports/${id}`, {
        token: options.token ?? f.tokens.inputter,
      })
    },

    /** `GET /boot/naac/export/...`, with the raw answer for the file. */
    async sample(templateId: string, subCriteria = '1.1.1', token = f.tokens.otherFaculty) {
      return f.app.request(withToken(`/boot/naac/export/${templateId}/${subCriteria}`, token))
    },

    /** Bytes behind a presigned link (s3rver). */
    async download(url: string) {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return new Uint8Array(await response.arrayBuffer())
    },

    /** An object of the exports bucket, or undefined. */
    async exported(key: string) {
      try {
        const { Body } = await f.env.s3.send(
          new GetObjectCommand({ Bucket: f.env.buckets.exports, Key: key }),
        )
        return await Body?.transformToByteArray()
      } catch {
        return undefined
      }
    },

    /** Every entry of a template in Engineering, as the list reads them (50 a page). */
    async entries(templateId: string, facultyDeptId: string = f.eng) {
      const all: Record<string, unknown>[] = []
      for (let start = 0; ; start += 50) {
        const page = await f.ok<Record<string, unknown>[]>(
          'GET',
          `/boot/naac/getNaacWithLabel?query=start:${start};count:50;filter:naacTemplateId eq ${templateId},facultyDeptId eq ${facultyDeptId}`,
          { token: f.tokens.inputter },
        )
        all.push(...page)
        if (page.length < 50) return all
      }
    },
  }
}

interface Options {
  token: string
  facultyDeptId: string
  name: string
}
