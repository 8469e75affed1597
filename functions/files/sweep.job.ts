import type { AuditRecord } from '@campus/db'
import type { ObjectStore, UploadRecords } from '@campus/files'
import * as z from 'zod'

/** Uploads no record claimed within this long are deleted by the daily sweep. */
export const UNCLAIMED_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** `npm run job -- files-sweep [{"limit": 100}]`: how many uploads one run deletes at most. */
export const FilesSweepInputSchema = z.object({
  limit: z.number().int().min(1).max(5000).default(1000),
})

/** Uploads deleted at once; each is three writes and an S3 delete. */
const CONCURRENCY = 8

/**
 * The daily `files-sweep`: deletes the uploads no record claimed within a day (confirmed or not; from
 * `files/` and `quarantine/`) with their objects, oldest first, at most `limit` per run (the next run goes
 * on). One Query on the sparse unclaimed index finds them. Each is first marked SWEEPING by a write that
 * fails if a record claimed it meanwhile, so a claim and the sweep never both win; then its object and its
 * record are deleted. On AWS a lifecycle rule also expires `quarantine/` after two days.
 */
export async function sweepUnclaimed(
  deps: {
    uploads: UploadRecords
    store: ObjectStore
    writeAudit: (records: readonly AuditRecord[]) => Promise<void>
    now: () => number
  },
  input: z.infer<typeof FilesSweepInputSchema>,
) {
  const cutoff = deps.now() - UNCLAIMED_MAX_AGE_MS
  const candidates = await deps.uploads.listUnclaimedBefore(cutoff, input.limit)
  const audits: AuditRecord[] = []
  let skipped = 0
  for (let start = 0; start < candidates.length; start += CONCURRENCY) {
    await Promise.all(
      candidates.slice(start, start + CONCURRENCY).map(async (candidate) => {
        const marked = await deps.uploads.markSweeping(candidate.fileKey)
        if (!marked) {
          skipped += 1
          return
        }
        await deps.store.remove(candidate.fileKey)
        await deps.uploads.remove(candidate.fileKey, { unclaimed: true })
        audits.push({
          entityType: 'upload',
          entityId: candidate.fileKey,
          action: 'SWEEP',
          actorId: 'files-sweep',
          actorType: 'JOB',
          at: deps.now(),
          before: marked,
        })
      }),
    )
  }
  await deps.writeAudit(audits)
  return { swept: audits.length, skipped, more: candidates.length === input.limit }
}
