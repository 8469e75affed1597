import type { NaacFormField } from '@campus/core'
import type { StoredEntry } from '../entities'

/** How many of each finding a template's pre-check lists (the counts are always whole). */
export const PRECHECK_LISTED = 200

/** A required file an entry lacks. */
export interface MissingFile {
  entryId: string
  facultyDeptId: string
  label: string
}

/** Entries of one faculty department whose entered values are all the same. */
export interface DuplicateEntries {
  entryIds: string[]
  facultyDeptId: string
}

/** What blocks a template's submission, as the report build found it (stored on its `TEMPLATE` record). */
export interface TemplatePrecheck {
  entries: number
  waiting: number
  unApproved: number
  missingFileCount: number
  missingFiles: MissingFile[]
  duplicateCount: number
  duplicates: DuplicateEntries[]
}

const hasFile = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { fileKey?: unknown }).fileKey === 'string'

/**
 * The entered values that make an entry what it is (files, headings and hidden fields aside), as one text;
 * undefined when none is filled in, as such entries are not duplicates of each other.
 */
function fingerprintOf(fields: readonly NaacFormField[], values: Record<string, unknown>) {
  const texts = fields
    .filter((field) => field.type !== 'file' && field.type !== 'tableHeading' && field.type !== 'hidden')
    .map((field) => {
      const value = values[field.key]
      return typeof value === 'string' ? value.trim().toLowerCase() : ''
    })
  return texts.some(Boolean) ? JSON.stringify(texts) : undefined
}

/**
 * Reads a template's entries one at a time (as the build writes them) and tells what blocks its submission
 * (college-needs.md d6, d9: the DVV asks): entries still WAITING or UNAPPROVED, required files missing by the
 * entry's own form version, and entries of a department with the same values. Memory: one fingerprint per entry.
 */
export function createPrecheck(formOf: (version: number) => readonly NaacFormField[]) {
  const found: TemplatePrecheck = {
    entries: 0,
    waiting: 0,
    unApproved: 0,
    missingFileCount: 0,
    missingFiles: [],
    duplicateCount: 0,
    duplicates: [],
  }
  const seen = new Map<string, string[]>()
  return {
    add(entry: Pick<StoredEntry, 'id' | 'facultyDeptId' | 'version' | 'status' | 'fields'>) {
      found.entries += 1
      if (entry.status === 'WAITING') found.waiting += 1
      if (entry.status === 'UNAPPROVED') found.unApproved += 1
      const fields = formOf(entry.version)
      const values = (entry.fields ?? {}) as Record<string, unknown>
      for (const field of fields)
        if (field.type === 'file' && field.required && !hasFile(values[field.key])) {
          found.missingFileCount += 1
          if (found.missingFiles.length < PRECHECK_LISTED)
            found.missingFiles.push({
              entryId: entry.id,
              facultyDeptId: entry.facultyDeptId,
              label: field.label,
            })
        }
      const fingerprint = fingerprintOf(fields, values)
      if (fingerprint === undefined) return
      const key = `${entry.facultyDeptId}\n${fingerprint}`
      const ids = seen.get(key)
      if (ids) ids.push(entry.id)
      else seen.set(key, [entry.id])
    },

    result(): TemplatePrecheck {
      for (const [key, entryIds] of seen) {
        if (entryIds.length < 2) continue
        const facultyDeptId = key.slice(0, key.indexOf('\n'))
        found.duplicateCount += 1
        if (found.duplicates.length < PRECHECK_LISTED) found.duplicates.push({ entryIds, facultyDeptId })
      }
      return found
    },
  }
}
