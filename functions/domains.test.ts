import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { domains } from './domains'
import { localApps } from './local/apps'
import { domainServing } from './local/server'
import { offlineWiring } from './local/testing/offline-wiring'

const wiring = offlineWiring('parity-')

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

describe.each(domains)('domain $name', (domain) => {
  const app = localApps[domain.name](wiring)
  const paths = app.routes.filter((route) => route.method !== 'ALL').map((route) => route.path)

  it('may read the sessions table, which every authenticated request checks', () => {
    // Locally nothing enforces IAM, so a missing grant would only show on AWS, as every token refused.
    expect((domain.tables as Partial<Record<string, string>>).sessions).toMatch(/^read/)
  })

  it('has app.ts and handler.ts for its Lambda', () => {
    expect(existsSync(join(import.meta.dirname, domain.name, 'app.ts'))).toBe(true)
    expect(existsSync(join(import.meta.dirname, domain.name, 'handler.ts'))).toBe(true)
  })

  it('serves something under every prefix the registry routes to it', () => {
    for (const prefix of domain.prefixes) {
      expect(
        paths.some((path) => under(path, prefix)),
        prefix,
      ).toBe(true)
    }
  })

  it('has no route outside its prefixes (API Gateway would never deliver it)', () => {
    const stray = app.routes
      .map((route) => route.path)
      .filter((path) => path !== '/*' && !domain.prefixes.some((prefix) => under(path, prefix)))
    expect(stray).toEqual([])
  })

  // A prefix may lie inside another domain's (/api/group/student in /api/group); the longest match wins.
  it('gets every request under its prefixes that no longer prefix of another domain claims', () => {
    for (const prefix of domain.prefixes) {
      expect(domainServing(prefix), prefix).toBe(domain.name)
      expect(domainServing(`${prefix}/probe`), `${prefix}/probe`).toBe(domain.name)
    }
  })

  it('is served whole by the local server: no route of it lies under a longer prefix of another domain', () => {
    for (const route of app.routes) {
      if (route.method === 'ALL') continue
      expect(domainServing(route.path), `${route.method} ${route.path}`).toBe(domain.name)
    }
  })
})

it('gives every prefix to exactly one domain', () => {
  const prefixes = domains.flatMap((domain) => domain.prefixes)
  expect(new Set(prefixes).size).toBe(prefixes.length)
})
