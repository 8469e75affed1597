import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withRouteTables } from './route-tables'

/** `npm run docs`: rewrites the README's route tables from the routes' own metadata. */
const readmePath = join(import.meta.dirname, '..', '..', '..', 'README.md')
writeFileSync(readmePath, await withRouteTables(readFileSync(readmePath, 'utf8'), readmePath))
console.log('README.md: route tables rewritten from the route metadata.')
