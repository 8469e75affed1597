export * from './workbook'
export * from './naac-workbooks'
