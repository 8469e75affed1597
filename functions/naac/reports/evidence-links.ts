import type { StoredEntry, StoredEvidenceLink } from '../entities'

/**
 * Why a stable evidence link no longer opens its document, or undefined when it does: its entry was deleted or
 * is no longer APPROVED, the file was replaced on the entry, or the file is gone from storage. The same rule
 * for the link itself (evidence.routes.ts) and for the link checker (evidence.job.ts).
 */
export async function evidenceLinkProblem(
  link: StoredEvidenceLink | undefined,
  deps: {
    entry: (id: string) => Promise<Pick<StoredEntry, 'status' | 'fields'> | undefined>
    /** Whether the file is in storage; skipped (undefined) where the caller presigns without looking. */
    exists?: (fileKey: string) => Promise<boolean>
  },
): Promise<string | undefined> {
  if (!link) return 'This evidence link is not known.'
  const entry = await deps.entry(link.entryId)
  if (!entry) return 'Its entry was deleted.'
  if (entry.status !== 'APPROVED') return 'Its entry is no longer approved.'
  const held = (entry.fields as Record<string, { versionId?: unknown } | undefined>)[link.fieldKey]
  if (held?.versionId !== link.versionId) return 'The file was replaced on its entry.'
  if (deps.exists && !(await deps.exists(link.fileKey))) return 'The file is missing from storage.'
  return undefined
}
