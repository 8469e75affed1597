import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { addressesIn, imagesIn } from './gallery'
import { NOT_SHOT } from './plan'
import { declaredRoutes, routeOf } from './routes'

// The gallery (docs/screens, written by `npm run screenshots`) goes stale when a screen is added without running
// it again: every route the SPA declares must be shown there or be listed, with its reason, as not shot.
const GALLERY = join(import.meta.dirname, '../../docs/screens')
const markdown = readFileSync(join(GALLERY, 'README.md'), 'utf8')

describe('the screens gallery', () => {
  let routes: string[] = []
  let shown = new Set<string>()
  beforeAll(async () => {
    routes = await declaredRoutes()
    shown = new Set(addressesIn(markdown).flatMap((address) => routeOf(routes, address) ?? []))
  })

  it('shows every declared route, or says why not (tests/screenshots/plan.ts NOT_SHOT)', () => {
    const missing = routes.filter((route) => !shown.has(route) && !(route in NOT_SHOT))
    expect(missing, 'routes neither in docs/screens nor in NOT_SHOT: run `npm run screenshots`').toEqual([])
  })

  it('lists as not shot only declared routes the gallery does not show', () => {
    const stale = Object.keys(NOT_SHOT).filter((route) => !routes.includes(route) || shown.has(route))
    expect(stale).toEqual([])
  })

  it('shows only addresses of declared routes', () => {
    expect(addressesIn(markdown).filter((address) => routeOf(routes, address) === undefined)).toEqual([])
  })

  it('links every image in its folder, and no other', () => {
    const linked = imagesIn(markdown)
    expect(linked.filter((file) => !existsSync(join(GALLERY, file)))).toEqual([])
    const files = readdirSync(GALLERY, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.png'),
    )
    expect(files.filter((file) => !linked.includes(file))).toEqual([])
  })

  it("has the shots the repository's README shows", () => {
    const readme = readFileSync(join(GALLERY, '../../README.md'), 'utf8')
    const shown = imagesIn(readme).filter((file) => file.startsWith('docs/screens/'))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((file) => !existsSync(join(GALLERY, '../..', file)))).toEqual([])
  })
})
