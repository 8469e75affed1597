import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { TableName } from '@campus/db'

/** What a job runs with: the same clients on Lambda and locally. */
export interface JobContext {
  client: DynamoDBDocumentClient
  s3: S3Client
  tables: Partial<Record<TableName, string>>
  buckets: { exports?: string; attachments?: string }
  now: () => number
}

export function requireTable(context: JobContext, name: TableName) {
  const table = context.tables[name]
  if (!table) throw new Error(`This job needs the ${name} table; set ${name.toUpperCase()}_TABLE_NAME.`)
  return table
}

export function requireBucket(context: JobContext, name: 'exports' | 'attachments') {
  const bucket = context.buckets[name]
  if (!bucket) throw new Error(`This job needs the ${name} bucket; set ${name.toUpperCase()}_BUCKET_NAME.`)
  return bucket
}
