import type { TFunction } from 'i18next'
import type { PrecheckTemplate } from '../api/reports'

/** One thing in the way of submitting a template, as the pre-check table lists it. */
export interface Blocker {
  kind: 'NO_ENTRIES' | 'WAITING' | 'UNAPPROVED' | 'MISSING_FILE' | 'DUPLICATE'
  /** What is wrong, in words. */
  problem: string
  /** How many things it counts for (waiting and unapproved entries are counted, not listed). */
  count: number
  facultyDeptName?: string
  /** The faculty department of the entries, when the pre-check names it (their links need it). */
  facultyDeptId?: string
  entryIds?: string[]
}

/** Whether the template was built by the reports at all: before that, there is nothing to judge. */
export const isChecked = (template: PrecheckTemplate) => template.checked ?? template.checkedOn !== undefined

/**
 * Whether a template blocks for having no entries: the server says so; an older answer without its word is
 * judged here, no entries unless every faculty department (`departmentCount`, when known) marked it not
 * applicable.
 */
function lacksEntries(template: PrecheckTemplate, departmentCount: number | undefined) {
  if (template.noEntries !== undefined) return template.noEntries
  const everywhere =
    departmentCount !== undefined && departmentCount > 0 && template.notApplicableIn.length >= departmentCount
  return template.entries === 0 && !everywhere
}

/**
 * What blocks a template (functions/naac/README.md, "Pre-check"): no entries, entries waiting or unapproved,
 * required files missing, duplicates; those beyond the listed ones as one line with their number.
 */
export function blockersOf(
  template: PrecheckTemplate,
  departmentCount: number | undefined,
  t: TFunction<'naacReports'>,
): Blocker[] {
  if (!isChecked(template)) return []
  const blockers: Blocker[] = []
  if (lacksEntries(template, departmentCount))
    blockers.push({ kind: 'NO_ENTRIES', problem: t('precheck.noEntries'), count: 1 })
  if (template.waiting > 0)
    blockers.push({
      kind: 'WAITING',
      problem: t('precheck.waiting', { count: template.waiting }),
      count: template.waiting,
    })
  if (template.unApproved > 0)
    blockers.push({
      kind: 'UNAPPROVED',
      problem: t('precheck.unapproved', { count: template.unApproved }),
      count: template.unApproved,
    })
  for (const missing of template.missingFiles)
    blockers.push({
      kind: 'MISSING_FILE',
      problem: t('precheck.missingFile', { label: missing.label }),
      count: 1,
      facultyDeptName: missing.facultyDeptName,
      facultyDeptId: missing.facultyDeptId,
      entryIds: [missing.entryId],
    })
  const moreMissing = (template.missingFileCount ?? 0) - template.missingFiles.length
  if (moreMissing > 0)
    blockers.push({
      kind: 'MISSING_FILE',
      problem: t('precheck.moreMissing', { count: moreMissing }),
      count: moreMissing,
    })
  for (const duplicate of template.duplicates)
    blockers.push({
      kind: 'DUPLICATE',
      problem: t('precheck.duplicate', { count: duplicate.entryIds.length }),
      count: 1,
      facultyDeptName: duplicate.facultyDeptName,
      ...(duplicate.facultyDeptId ? { facultyDeptId: duplicate.facultyDeptId } : {}),
      entryIds: duplicate.entryIds,
    })
  const moreDuplicates = (template.duplicateCount ?? 0) - template.duplicates.length
  if (moreDuplicates > 0)
    blockers.push({
      kind: 'DUPLICATE',
      problem: t('precheck.moreDuplicates', { count: moreDuplicates }),
      count: moreDuplicates,
    })
  return blockers
}

/** How many things block a template. */
export const blockingCount = (blockers: readonly Blocker[]) =>
  blockers.reduce((sum, blocker) => sum + blocker.count, 0)

/** The pre-check's verdict: "Nothing blocks submission", "1 thing blocks submission", "N things block …". */
export const blockingSummary = (count: number, t: TFunction<'naacReports'>) =>
  count === 0 ? t('precheck.nothingBlocks') : t('precheck.blocking', { count })
