export * from './workbook'
export * from './naac-workbooks'
export * from './workbook-bytes'
