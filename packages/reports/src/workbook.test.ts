import { describe, expect, it } from 'vitest'
import { xlsxFileName } from './workbook'

describe('xlsxFileName', () => {
  it('turns the old .xls names into .xlsx', () => {
    expect(xlsxFileName('SubjectWise.xls')).toBe('SubjectWise.xlsx')
    expect(xlsxFileName('StaffWise.XLS')).toBe('StaffWise.xlsx')
  })

  it('leaves .xlsx names alone and gives a bare name the extension', () => {
    expect(xlsxFileName('SubjectWise.xlsx')).toBe('SubjectWise.xlsx')
    expect(xlsxFileName('Report.XLSX')).toBe('Report.XLSX')
    expect(xlsxFileName('Subject wise')).toBe('Subject wise.xlsx')
    expect(xlsxFileName('report.xls.bak')).toBe('report.xls.bak.xlsx')
  })
})
