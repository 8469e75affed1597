import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { englishT } from './i18n/testing'
import { buildWorkbook, readSheetOf } from './spreadsheet'

const columns = [
  { header: 'Name', key: 'name' },
  { header: 'Phone', key: 'phone' },
  { header: 'Marks', key: 'marks' },
] as const

/** Writes the workbook to bytes and loads it again, as a spreadsheet program opening the download would. */
async function writtenAndRead(rows: Record<string, unknown>[]) {
  const built = await buildWorkbook([{ name: 'People', columns, rows }])
  const loaded = new ExcelJS.Workbook()
  await loaded.xlsx.load(await built.xlsx.writeBuffer())
  return loaded
}

describe('workbooks built in the browser', () => {
  it('write text that starts like a formula as quoted text, never as a formula', async () => {
    const loaded = await writtenAndRead([
      { name: '=HYPERLINK("http://evil.example","click")', phone: '+919876543210', marks: -5 },
      { name: '@SUM(A1)', phone: '-1+1', marks: 7 },
      { name: '\tTabbed', phone: '9876543210', marks: 0 },
    ])
    const sheet = loaded.getWorksheet('People')!
    const cell = (row: number, column: number) => sheet.getCell(row, column)
    expect(cell(2, 1).value).toBe('\'=HYPERLINK("http://evil.example","click")')
    expect(cell(2, 1).type).toBe(ExcelJS.ValueType.String)
    expect(cell(2, 1).formula).toBeUndefined()
    expect(cell(2, 2).value).toBe("'+919876543210")
    expect(cell(2, 3).value).toBe(-5)
    expect(cell(3, 1).value).toBe("'@SUM(A1)")
    expect(cell(3, 2).value).toBe("'-1+1")
    expect(cell(4, 1).value).toBe("'\tTabbed")
    expect(cell(4, 2).value).toBe('9876543210')
  })

  it('read back as the text that was written, so an edited export imports unchanged', async () => {
    const loaded = await writtenAndRead([
      { name: '=1+1', phone: '+919876543210', marks: -5 },
      { name: "'quoted by a person", phone: '', marks: 1 },
    ])
    expect(readSheetOf(loaded, englishT('components')).rows.map(({ cells }) => cells)).toEqual([
      { Name: '=1+1', Phone: '+919876543210', Marks: '-5' },
      { Name: "'quoted by a person", Phone: '', Marks: '1' },
    ])
  })
})
