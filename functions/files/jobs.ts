import { createAuditLog } from '@campus/db'
import { createObjectStore, createUploadRecords } from '@campus/files'
import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import { FilesSweepInputSchema, sweepUnclaimed } from './sweep.job'

/** The daily sweep of unclaimed uploads (manifest job `files-sweep`), on the job's clients. */
export function runSweepJob(context: JobContext, input: unknown) {
  const table = requireTable(context, 'files')
  const audit = createAuditLog(context.client, table)
  return sweepUnclaimed(
    {
      uploads: createUploadRecords(context.client, table),
      store: createObjectStore(context.s3, requireBucket(context, 'attachments')),
      writeAudit: (records) => audit.writeMany(records),
      now: context.now,
    },
    FilesSweepInputSchema.parse(input),
  )
}
