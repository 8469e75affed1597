// The NAAC Excel import's workbooks: what the jobs Lambda builds and reads (functions/naac/imports).
export * from './naac-sample'
export * from './naac-read'
