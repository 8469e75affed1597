import { BatchGetCommand, BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { setTimeout as sleep } from 'node:timers/promises'

/** Rounds before giving up on items DynamoDB keeps leaving unprocessed (it does so when throttling). */
const MAX_ROUNDS = 5

/**
 * Runs a batch call until DynamoDB has processed every item, backing off between rounds as AWS advises.
 * Usually one round, so one call; no call at all for no items.
 */
export async function untilProcessed<Item, Result = never>(
  items: readonly Item[],
  run: (pending: Item[]) => Promise<{ done?: readonly Result[]; unprocessed: readonly Item[] }>,
): Promise<Result[]> {
  const done: Result[] = []
  let pending = [...items]
  for (let round = 0; pending.length; round++) {
    if (round === MAX_ROUNDS) throw new Error(`DynamoDB left ${pending.length} batch items unprocessed`)
    if (round) await sleep(25 * 2 ** round)
    const result = await run(pending)
    done.push(...(result.done ?? []))
    pending = [...result.unprocessed]
  }
  return done
}

/**
 * Runs `task` for every item with at most `limit` running at once, and settles them all: one failure does not
 * leave others running unseen. Results come back in item order.
 */
export async function settleAll<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<PromiseSettledResult<Result>[]> {
  const results: PromiseSettledResult<Result>[] = new Array<PromiseSettledResult<Result>>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as Item) }
      } catch (reason) {
        results[index] = { status: 'rejected', reason }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * Reads items by key from one table in one BatchGetItem per 100 keys, retrying keys DynamoDB leaves
 * unprocessed. Items of different kinds may be read together (ElectroDB batches one entity at a time);
 * the order of the results is DynamoDB's, not the keys'.
 */
export async function batchGetItems(
  client: DynamoDBDocumentClient,
  table: string,
  keys: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = []
  for (let at = 0; at < keys.length; at += 100) chunks.push(keys.slice(at, at + 100))
  const pages = await Promise.all(
    chunks.map((chunk) =>
      untilProcessed(chunk, async (pending) => {
        const result = await client.send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
        )
        return {
          done: result.Responses?.[table] ?? [],
          unprocessed: result.UnprocessedKeys?.[table]?.Keys ?? [],
        }
      }),
    ),
  )
  return pages.flat()
}

/**
 * Reads items by key from several tables in one BatchGetItem (up to 100 keys in all), retrying keys DynamoDB
 * leaves unprocessed: a request that needs an item of its own table and one of a shared read model pays one
 * call. The results are grouped by table, in DynamoDB's order.
 */
export async function batchGetAcross(
  client: DynamoDBDocumentClient,
  keysByTable: Readonly<Record<string, readonly Record<string, unknown>[]>>,
): Promise<Record<string, Record<string, unknown>[]>> {
  const requests = Object.entries(keysByTable).flatMap(([table, keys]) => keys.map((key) => ({ table, key })))
  if (requests.length > 100) throw new Error('batchGetAcross reads at most 100 keys')
  const found: Record<string, Record<string, unknown>[]> = Object.fromEntries(
    Object.keys(keysByTable).map((table) => [table, []]),
  )
  await untilProcessed(requests, async (pending) => {
    const RequestItems: Record<string, { Keys: Record<string, unknown>[] }> = {}
    for (const { table, key } of pending) (RequestItems[table] ??= { Keys: [] }).Keys.push(key)
    const result = await client.send(new BatchGetCommand({ RequestItems }))
    for (const [table, items] of Object.entries(result.Responses ?? {})) (found[table] ??= []).push(...items)
    const unprocessed = Object.entries(result.UnprocessedKeys ?? {}).flatMap(([table, { Keys = [] }]) =>
      Keys.map((key) => ({ table, key })),
    )
    return { unprocessed }
  })
  return found
}

/** One put or delete of a batch write, as ElectroDB's `.params()` builds it. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }

/** DynamoDB takes at most 25 requests per BatchWriteItem. */
const WRITE_BATCH_SIZE = 25

/**
 * Writes items of several entities in as few BatchWriteItem calls as DynamoDB allows (one for up to 25),
 * retrying what it leaves unprocessed. Puts replace whole items, so running the same batch again is safe.
 */
export async function writeBatch(client: DynamoDBDocumentClient, table: string, requests: WriteRequest[]) {
  for (let start = 0; start < requests.length; start += WRITE_BATCH_SIZE) {
    await untilProcessed(requests.slice(start, start + WRITE_BATCH_SIZE), async (pending) => {
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }))
      return { unprocessed: (result.UnprocessedItems?.[table] ?? []) as WriteRequest[] }
    })
  }
}
