// The NAAC workbooks: the Excel import's (functions/naac/imports) and the reports' (functions/naac/reports).
export * from './naac-sample'
export * from './naac-read'
export * from './naac-report-sheets'
