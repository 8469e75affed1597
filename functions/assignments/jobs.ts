import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import { createAssignmentsRepository } from './assignments.repository'
import { createAssignmentsEntities } from './entities'
import { runSubmissionsZip, SubmissionsZipInputSchema } from './submissions-zip.job'
import { createZipExportsRepository } from './zip-exports.repository'

/** One requested zip of an assignment's submissions (manifest job `assignment-submissions-zip`), on the job's clients. */
export function runSubmissionsZipJob(context: JobContext, input: unknown) {
  const table = requireTable(context, 'assignments')
  const entities = createAssignmentsEntities(context.client, table)
  return runSubmissionsZip(
    {
      requests: createZipExportsRepository(entities),
      assignments: createAssignmentsRepository(entities, context.client, table),
      s3: context.s3,
      attachmentsBucket: requireBucket(context, 'attachments'),
      exportsBucket: requireBucket(context, 'exports'),
      now: context.now,
    },
    SubmissionsZipInputSchema.parse(input),
  )
}
