import { setTimeout as sleep } from 'node:timers/promises'
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/** One put or delete of a batch write, as ElectroDB's `.params()` builds it. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }

/** DynamoDB takes at most 25 requests per BatchWriteItem. */
const BATCH_SIZE = 25
/** Rounds before giving up on requests DynamoDB keeps leaving unprocessed (it does so when throttling). */
const MAX_ROUNDS = 5

/**
 * Writes items of several entities in as few BatchWriteItem calls as DynamoDB allows (one for up to 25),
 * retrying what it leaves unprocessed. Puts replace whole items, so running the same batch again is safe.
 */
export async function writeBatch(client: DynamoDBDocumentClient, table: string, requests: WriteRequest[]) {
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending = requests.slice(start, start + BATCH_SIZE)
    for (let round = 0; pending.length; round++) {
      if (round === MAX_ROUNDS) throw new Error(`DynamoDB left ${pending.length} batch writes unprocessed`)
      if (round) await sleep(25 * 2 ** round)
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }))
      pending = (result.UnprocessedItems?.[table] ?? []) as WriteRequest[]
    }
  }
}
