import { PutObjectCommand } from '@aws-sdk/client-s3'
import { createAuditLog, stripKeys } from '@campus/db'
import * as z from 'zod'
import { requireBucket, requireTable, type JobContext } from '@campus/runtime'

export const AuditArchiveInputSchema = z.object({
  /** The UTC day to archive; by default the last complete one. */
  day: z.iso.date().optional(),
})

/** The last UTC day that has fully ended at `now`. */
export const lastCompleteDay = (now: number) => new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/**
 * Copies one day's audit records to `audit/identity/<day>.jsonl` in the exports bucket (a prefix the
 * bucket's expiry rule leaves alone). The key is fixed per day, so a rerun replaces the file.
 */
export async function auditArchive(context: JobContext, input: z.infer<typeof AuditArchiveInputSchema>) {
  const day = input.day ?? lastCompleteDay(context.now())
  const records = await createAuditLog(context.client, requireTable(context, 'identity')).listForDay(day)
  const key = `audit/identity/${day}.jsonl`
  await context.s3.send(
    new PutObjectCommand({
      Bucket: requireBucket(context, 'exports'),
      Key: key,
      Body: Buffer.from(records.map((record) => JSON.stringify(stripKeys(record))).join('\n')),
      ContentType: 'application/x-ndjson',
    }),
  )
  return { day, key, records: records.length }
}
