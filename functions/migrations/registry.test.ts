import { describe, expect, it } from 'vitest'
import type { Access } from '../domains'
import { jobs } from '../jobs/registry'
import { inVersionOrder } from './migrate'
import { migrations } from './registry'

describe('the migrations registry', () => {
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

  it("is covered by the migrate job's grants: every table a migration touches, and identity for the record", () => {
    const job = jobs.find((j) => j.name === 'migrate')
    expect(job).toBeDefined()
    expect(job && 'schedule' in job).toBe(false)
    const granted: Partial<Record<string, Access>> = job?.tables ?? {}
    expect(granted.identity).toBe('readwrite')
    for (const migration of migrations)
      for (const [table, access] of Object.entries(migration.tables)) {
        const level = granted[table]
        expect(level, `${table} for migration ${migration.version}`).toBeDefined()
        if (access === 'readwrite')
          expect(level, `${table} for migration ${migration.version}`).toBe('readwrite')
      }
  })
})
