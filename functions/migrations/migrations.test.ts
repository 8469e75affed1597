import { describe, expect, it } from 'vitest'
import type { ResourceAccess as Access } from '@campus/http'
import { jobsOf } from '../jobs/catalog'
import { manifests } from '../manifests'
import { plannedMigrations } from './job'
import { inVersionOrder } from './migrate'

const migrations = plannedMigrations(manifests)
const jobs = jobsOf(manifests)

describe("the domains' migrations", () => {
  it('numbers its migrations 1, 2, 3, ... in order, with unique kebab-case names', () => {
    expect(inVersionOrder(migrations)).toEqual(migrations)
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1))
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length)
    for (const migration of migrations) {
      expect(migration.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(migration.description.length).toBeGreaterThan(20)
    }
  })

  it('starts with the rebuild of identity derived user data', () => {
    expect(migrations[0]).toMatchObject({
      version: 1,
      name: 'identity-derived-user-data',
      tables: { identity: 'readwrite', directory: 'readwrite' },
    })
  })

  it("is covered by the migrate job's grants: every table a migration touches, and the table of its record", () => {
    const job = jobs.find((j) => j.name === 'migrate')
    expect(job).toBeDefined()
    expect(job && 'schedule' in job).toBe(false)
    const granted: Partial<Record<string, Access>> = job?.tables ?? {}
    for (const migration of migrations) {
      expect(granted[migration.recordTable]).toBe('readwrite')
      for (const [table, access] of Object.entries(migration.tables)) {
        const level = granted[table]
        expect(level, `${table} for migration ${migration.version}`).toBeDefined()
        if (access === 'readwrite')
          expect(level, `${table} for migration ${migration.version}`).toBe('readwrite')
      }
    }
  })
})
