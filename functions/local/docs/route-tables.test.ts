import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { routeTables, withRouteTables } from './route-tables'

it("keeps the README's route tables in step with the routes (run `npm run docs` after changing a route)", async () => {
  const path = join(import.meta.dirname, '..', '..', '..', 'README.md')
  const readme = readFileSync(path, 'utf8')
  expect(await withRouteTables(readme, path)).toBe(readme)
})

it('lists every route of every domain with who may call it', async () => {
  const tables = await routeTables()
  expect(tables).toContain('| POST | `/api/user/login` | public |')
  expect(tables).toMatch(/\| GET \| `\/api\/user` \| [A-Z, ]+ \|/)
  expect(tables).not.toContain('| ? |')
})
