export * from './workbook'
