import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3'
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

/** Whether an object is in a bucket (HeadObject; a 404 is false, anything else throws). */
export const objectExists = (s3: S3Client, bucket: string) => async (key: string) => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return true
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404 || (error as Error).name === 'NotFound') return false
    throw error
  }
}
