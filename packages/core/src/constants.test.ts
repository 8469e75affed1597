import { describe, expect, it } from 'vitest'
import {
  ALL_RECORDS_PAGE_SIZE,
  criteriaReportSuffix,
  isConsolidatedExcelType,
  pdfFileName,
  xlsxFileName,
  templateExportFileName,
} from './constants'
import { MAX_LIST_COUNT } from './list-query'

describe('constants', () => {
  it('uses G for GENERAL criteria reports and M for every other type', () => {
    expect(criteriaReportSuffix('GENERAL')).toBe('G')
    expect(criteriaReportSuffix('MEDICAL')).toBe('M')
    expect(criteriaReportSuffix('IQAC')).toBe('M')
  })

  it('allows the consolidated Excel export only for GENERAL, MEDICAL and IQAC', () => {
    expect(['GENERAL', 'MEDICAL', 'IQAC', 'general', 'OTHER'].map(isConsolidatedExcelType)).toStrictEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it('names downloads', () => {
    expect(templateExportFileName('1.1.1')).toBe('1.1.1 template.xls')
    expect(pdfFileName('CSE-Report')).toBe('CSE-Report.pdf')
    expect(pdfFileName('CSE-Report.PDF')).toBe('CSE-Report.PDF')
  })

  it('means "all" with the largest list count', () => {
    expect(ALL_RECORDS_PAGE_SIZE).toBe(MAX_LIST_COUNT)
  })
})

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
