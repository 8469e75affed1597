import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { generateDomain } from './generate'
import type { DomainNames } from './templates'

const names = (name: string): DomainNames => ({
  name,
  pascal: name,
  constant: name.toUpperCase(),
  label: name,
  userTypes: ['ADMIN'],
  position: 10,
})

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A checkout holding only these files, each an empty namespace. */
function checkout(...files: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'campus-generate-'))
  roots.push(root)
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), '{}')
  }
  return root
}

describe('generateDomain', () => {
  it("refuses a name a student or a feature's namespace has, writing nothing", async () => {
    const root = checkout(
      'web/src/lib/i18n/locales/en/surveys.json',
      'web/src/features/auth/locales/account.json',
    )
    await expect(generateDomain(root, names('surveys'))).rejects.toThrow(
      'web/src/lib/i18n/locales/en/surveys.json is the surveys namespace already',
    )
    await expect(generateDomain(root, names('account'))).rejects.toThrow(
      'web/src/features/auth/locales/account.json is the account namespace already',
    )
    expect(existsSync(join(root, 'functions'))).toBe(false)
  })
})
