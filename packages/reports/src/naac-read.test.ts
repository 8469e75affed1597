import type { NaacFormField } from '@campus/core'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readNaacSheet, UnreadableWorkbook } from './naac-read'
import { naacErrorWorkbook, naacSampleWorkbook } from './naac-sample'

const field = (
  key: string,
  label: string,
  type: NaacFormField['type'],
  options: string[] = [],
): NaacFormField => ({
  key,
  label,
  type,
  required: false,
  options,
  regex: '',
  helptext: '',
})

const FORM = [
  field('heading', 'Details', 'tableHeading'),
  field('name', 'Name', 'text'),
  field('count', 'Count', 'number'),
  field('on', 'Held on', 'date'),
  field('kind', 'Kind', 'select', ['Seminar', 'Workshop']),
  field('proof', 'Proof', 'file'),
  field('hidden', 'version', 'hidden'),
]

/** A workbook built with exceljs: `build` fills it. */
async function bytesOf(build: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook()
  build(workbook)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const read = (bytes: Uint8Array, maxRows = 100) => readNaacSheet(bytes, FORM, { maxRows })

describe('readNaacSheet', () => {
  it('reads each kind of cell as the sheet shows it, by header label in any order', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data')
      sheet.addRow(['kind', ' HELD   on', 'Count', 'Name'])
      sheet.addRow([
        { formula: 'A1', result: 'Workshop' },
        new Date(Date.UTC(2024, 1, 29, 22, 30)),
        0.1 + 0.2,
        { richText: [{ text: 'Rich ' }, { text: 'text', font: { bold: true } }] },
      ])
      sheet.addRow([undefined, undefined, undefined, undefined])
      sheet.addRow([
        'Seminar',
        '30/10/1994',
        9876543210,
        { text: 'Linked', hyperlink: 'https://example.edu' },
      ])
      sheet.addRow([true, { error: '#N/A' }, undefined, 'x'])
    })
    const result = await read(bytes)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(
      result.rows.map(({ row, cells }) => [
        row,
        cells.name?.text,
        cells.count?.text,
        cells.on?.text,
        cells.kind?.text,
      ]),
    ).toEqual([
      [2, 'Rich text', '0.3', '29/02/2024', 'Workshop'],
      [4, 'Linked', '9876543210', '30/10/1994', 'Seminar'],
      [5, 'x', '', '', 'TRUE'],
    ])
    expect(result.rows[2]?.cells.on?.problem).toBe('Held on: the cell holds the Excel error #N/A')
    expect(result.rows[0]?.cells.on?.value).toBeInstanceOf(Date)
  })

  it('refuses missing, unknown and repeated headers together, and skips the error workbook columns', async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.addWorksheet('Data').addRow(['Row', 'Name', 'Name', 'Amount', 'Held on', 'Errors'])
    })
    expect(await read(bytes)).toEqual({
      ok: false,
      problem: 'Headers must match the sample: missing Count, Kind; unknown Amount; repeated Name',
    })
  })

  it('reads the first visible sheet, refuses an empty one and more rows than allowed', async () => {
    const hiddenFirst = await bytesOf((workbook) => {
      workbook.addWorksheet('Old', { state: 'hidden' }).addRow(['Nothing'])
      const sheet = workbook.addWorksheet('Data')
      sheet.addRow(['Name', 'Count', 'Held on', 'Kind'])
      for (let n = 0; n < 3; n++) sheet.addRow([`Row ${n}`])
    })
    expect(await read(hiddenFirst)).toMatchObject({ ok: true, rows: [{ row: 2 }, { row: 3 }, { row: 4 }] })
    expect(await read(hiddenFirst, 2)).toEqual({
      ok: false,
      problem:
        'The workbook has 3 rows; one import takes at most 2 rows. Split it into smaller workbooks and import each.',
    })
    const empty = await bytesOf((workbook) => workbook.addWorksheet('Data'))
    expect(await read(empty)).toEqual({
      ok: false,
      problem: 'The first sheet is empty: fill in the sample workbook and upload it again.',
    })
    await expect(read(new TextEncoder().encode('not a workbook'))).rejects.toBeInstanceOf(UnreadableWorkbook)
  })

  it('reads back its own sample and error workbook', async () => {
    const sample = await naacSampleWorkbook(FORM, { rows: 50 })
    expect(await read(sample)).toEqual({ ok: true, rows: [] })
    const errors = await naacErrorWorkbook(
      FORM,
      [
        {
          row: 7,
          values: { name: 'A', count: 'many', on: new Date(Date.UTC(2020, 0, 2)), kind: 'Seminar' },
          errors: 'Count must be a number',
        },
      ],
      { rows: 50 },
    )
    const result = await read(errors)
    expect(result).toMatchObject({ ok: true, rows: [{ row: 2 }] })
    if (result.ok)
      expect(
        Object.fromEntries(Object.entries(result.rows[0]!.cells).map(([key, cell]) => [key, cell.text])),
      ).toEqual({
        name: 'A',
        count: 'many',
        on: '02/01/2020',
        kind: 'Seminar',
      })
  })
})
