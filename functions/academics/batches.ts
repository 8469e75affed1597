import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { untilProcessed } from '@campus/db'

/** One put or delete of a batch write, as ElectroDB's `.params()` builds it. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }

/** DynamoDB takes at most 25 requests per BatchWriteItem. */
const BATCH_SIZE = 25

/**
 * Writes items of several entities in as few BatchWriteItem calls as DynamoDB allows (one for up to 25),
 * retrying what it leaves unprocessed. Puts replace whole items, so running the same batch again is safe.
 */
export async function writeBatch(client: DynamoDBDocumentClient, table: string, requests: WriteRequest[]) {
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    await untilProcessed(requests.slice(start, start + BATCH_SIZE), async (pending) => {
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }))
      return { unprocessed: (result.UnprocessedItems?.[table] ?? []) as WriteRequest[] }
    })
  }
}
