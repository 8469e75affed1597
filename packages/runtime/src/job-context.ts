import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/** What a job runs with: the same clients on Lambda and locally. */
export interface JobContext {
  client: DynamoDBDocumentClient
  s3: S3Client
  /** Physical table names by logical name (`<NAME>_TABLE_NAME`). */
  tables: Readonly<Record<string, string | undefined>>
  buckets: { exports?: string; attachments?: string }
  now: () => number
}

/** The physical name of a table the job needs, or a clear error naming the variable that is missing. */
export function requireTable(context: JobContext, name: string) {
  const table = context.tables[name]
  if (!table) throw new Error(`This job needs the ${name} table; set ${name.toUpperCase()}_TABLE_NAME.`)
  return table
}

/** The name of a bucket the job needs, or a clear error naming the variable that is missing. */
export function requireBucket(context: JobContext, name: 'exports' | 'attachments') {
  const bucket = context.buckets[name]
  if (!bucket) throw new Error(`This job needs the ${name} bucket; set ${name.toUpperCase()}_BUCKET_NAME.`)
  return bucket
}
