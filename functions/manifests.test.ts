import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jobsOf } from './jobs/catalog'
import { buildLocalApps } from './local/apps'
import { domainServing } from './local/server'
import { offlineWiring } from './local/testing/offline-wiring'
import { FUNCTIONS_DIR, manifests, tableDefinitions } from './manifests'

const apps = await buildLocalApps(offlineWiring('parity-'))

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

describe.each(apps.map(({ manifest, app }) => ({ ...manifest, app })))('domain $name', (domain) => {
  const { app } = domain
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
  const prefixes = manifests.flatMap((domain) => domain.prefixes)
  expect(new Set(prefixes).size).toBe(prefixes.length)
})

it('gives every table to exactly one domain, and grants only tables some domain owns', () => {
  const owned = tableDefinitions().map(({ name }) => name)
  expect(new Set(owned).size).toBe(owned.length)
  for (const manifest of manifests) {
    expect(manifest.ownTables.length, manifest.name).toBeGreaterThan(0)
    for (const name of Object.keys(manifest.tables))
      expect(owned, `${manifest.name}: ${name}`).toContain(name)
    for (const job of manifest.jobs)
      for (const name of Object.keys(job.tables)) expect(owned, `${job.name}: ${name}`).toContain(name)
  }
})

it('names every job once across domains, and gives each setting a job reads a definition', () => {
  const jobs = jobsOf(manifests)
  expect(new Set(jobs.map(({ name }) => name)).size).toBe(jobs.length)
  const settings = new Set(manifests.flatMap((manifest) => Object.keys(manifest.settings)))
  for (const job of jobs) for (const setting of job.settings) expect(settings, job.name).toContain(setting)
})

it('gives every menu entry its own module and position', () => {
  const menu = manifests.flatMap((manifest) => manifest.menu)
  expect(new Set(menu.map(({ module }) => module)).size).toBe(menu.length)
  expect(new Set(menu.map(({ position }) => position)).size).toBe(menu.length)
})

describe('queues (ADR 0026)', () => {
  const queues = manifests.flatMap((manifest) =>
    (manifest.queues ?? []).map((queue) => ({ ...queue, domain: manifest.name })),
  )
  const owned = tableDefinitions().map(({ name }) => name)
  const settings = new Set(manifests.flatMap((manifest) => Object.keys(manifest.settings)))

  it('names every queue once, and sends only to queues some domain consumes', () => {
    const names = queues.map(({ name }) => name)
    expect(new Set(names).size).toBe(names.length)
    for (const manifest of manifests)
      for (const target of manifest.sendsTo ?? []) expect(names, manifest.name).toContain(target)
  })

  it.each(queues)(
    '$name: its consumer module exports consume; it uses only owned tables and defined settings',
    async (queue) => {
      // The consumer Lambda's generated entry imports this module by convention (writeQueueEntry).
      const module = join(FUNCTIONS_DIR, queue.domain, `${queue.name}.consumer.ts`)
      expect(existsSync(module), module).toBe(true)
      expect(typeof ((await import(module)) as { consume?: unknown }).consume).toBe('function')
      for (const name of Object.keys(queue.tables)) expect(owned, queue.name).toContain(name)
      for (const setting of queue.settings) expect(settings, queue.name).toContain(setting)
      expect(queue.visibilityTimeoutSeconds).toBeGreaterThan(40)
    },
  )
})
