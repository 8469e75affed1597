import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure, settleAll, untilProcessed } from '@campus/db'
import {
  counterChanges,
  countsShardsOf,
  labelChanges,
  withoutZeros,
  type ByShard,
  type CountedUser,
} from './user-counts'
import { COUNTS_PARTITION, countsShardKey, shardOfCountsSortKey } from './keys'

/**
 * Where the head counts live (ADR 0022): one item per shard (user-counts.ts), all in one partition so the
 * administrator's home page reads them with one Query. Not ElectroDB entities: their attributes are named at
 * run time (one per department and year), and ElectroDB writes and reads only declared attributes.
 */
export { COUNTS_PARTITION, countsShardKey }

/**
 * The single counts item of the layout before ADR 0022, which grew with every department and year. Nothing
 * writes it any more; readers add it in while it exists (so counts stay right from a deployment until its
 * migration), and the rebuild and the repair remove it.
 */
export const LEGACY_COUNTS_KEY = { pk: COUNTS_PARTITION, sk: 'USERS' } as const

/** The older name of LEGACY_COUNTS_KEY, kept for the tests that write the old item. */
export const COUNTS_KEY = LEGACY_COUNTS_KEY

/** The Query that reads every shard and the old item (its sort key `USERS` is the shards' prefix). */
export const everyCountsItemQuery = (
  table: string,
  options: { exclusiveStartKey?: Record<string, unknown> | undefined; consistent?: boolean } = {},
) =>
  new QueryCommand({
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :users)',
    ExpressionAttributeValues: { ':pk': COUNTS_PARTITION, ':users': LEGACY_COUNTS_KEY.sk },
    ...(options.exclusiveStartKey ? { ExclusiveStartKey: options.exclusiveStartKey } : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  })

/**
 * Counters and labels one UpdateItem sets: DynamoDB caps an expression at 4 KB, and each takes some 12
 * characters of it.
 */
const MAX_NAMES_PER_UPDATE = 150

/** Shards updated at once by one request that moves many. */
const SHARD_CONCURRENCY = 4

/**
 * Each counts item's revision: every update ADDs 1, so the repair (derived-repair.job.ts) replaces an item only
 * if no write moved it after the repair read it. Not a counter (readCounts reads only `n#` and `label#` names).
 */
export const COUNTS_REVISION = 'rev'

/** The counts items as stored: each shard's attributes (keys left out) and the old single item, if any. */
export interface StoredCounts {
  shards: Record<string, Record<string, unknown>>
  legacy?: Record<string, unknown>
}

const withoutKeys = ({ pk: _pk, sk: _sk, ...item }: Record<string, unknown>) => item

/** The head counts shards (user-counts.ts): moved by each user write, rebuilt from the users when needed. */
export function createUserCountsRepository(client: DynamoDBDocumentClient, table: string) {
  /** ADDs `changes` and SETs `labels` on one shard, and ADDs 1 to its revision. */
  async function applyToShard(
    shard: string,
    changes: Record<string, number>,
    labels: Record<string, string>,
  ) {
    const parts = [
      ...Object.entries(changes).map(([name, delta]) => ({ kind: 'add' as const, name, value: delta })),
      ...Object.entries(labels).map(([name, label]) => ({ kind: 'set' as const, name, value: label })),
    ]
    for (let first = 0; first < parts.length; first += MAX_NAMES_PER_UPDATE) {
      const names: Record<string, string> = { '#rev': COUNTS_REVISION }
      const values: Record<string, number | string> = { ':one': 1 }
      const add = ['#rev :one']
      const set: string[] = []
      parts.slice(first, first + MAX_NAMES_PER_UPDATE).forEach(({ kind, name, value }, index) => {
        names[`#n${index}`] = name
        values[`:v${index}`] = value
        if (kind === 'add') add.push(`#n${index} :v${index}`)
        else set.push(`#n${index} = :v${index}`)
      })
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: countsShardKey(shard),
          UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', `ADD ${add.join(', ')}`]
            .join(' ')
            .trim(),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      )
    }
  }

  /**
   * Applies counter changes and labels to the shards they name: one UpdateItem per shard (unless it holds more
   * names than one expression takes). A shard that only gets labels is written only for a label that changed.
   * Every shard is tried; the first failure is thrown after the others settled.
   */
  async function apply(changes: ByShard<number>, labels: ByShard<string>) {
    const shards = [...new Set([...Object.keys(changes), ...Object.keys(labels)])].sort()
    const results = await settleAll(shards, SHARD_CONCURRENCY, (shard) =>
      applyToShard(shard, changes[shard] ?? {}, labels[shard] ?? {}),
    )
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  }

  /** What moving from `before` to `after` changes, worked out now; the returned function applies it. */
  const prepare = (before: CountedUser | undefined, after: CountedUser | undefined) => {
    const changes = counterChanges(before, after)
    const labels = labelChanges(before, after)
    return () => apply(changes, labels)
  }

  /** Every counts item (shards and the old single item), strongly consistent. */
  async function read(): Promise<StoredCounts> {
    const stored: StoredCounts = { shards: {} }
    let exclusiveStartKey: Record<string, unknown> | undefined
    do {
      const page = await client.send(everyCountsItemQuery(table, { exclusiveStartKey, consistent: true }))
      for (const item of page.Items ?? []) {
        const sk = String(item.sk)
        if (sk === LEGACY_COUNTS_KEY.sk) stored.legacy = withoutKeys(item)
        else stored.shards[shardOfCountsSortKey(sk)] = withoutKeys(item)
      }
      exclusiveStartKey = page.LastEvaluatedKey
    } while (exclusiveStartKey)
    return stored
  }

  /** Puts and deletes in BatchWriteItems of 25, retrying what DynamoDB leaves unprocessed. */
  async function batchWrite(
    requests: (
      { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } }
    )[],
  ) {
    for (let first = 0; first < requests.length; first += 25)
      await untilProcessed(requests.slice(first, first + 25), async (pending) => {
        const { UnprocessedItems } = await client.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending } }),
        )
        return { unprocessed: (UnprocessedItems?.[table] ?? []) as typeof pending }
      })
  }

  /** Replaces one item with `item` only if its revision is still the one read (`stored`); false when it moved. */
  async function putIfUnchanged(
    key: Record<string, string>,
    stored: Record<string, unknown> | undefined,
    item: Record<string, unknown> | undefined,
  ) {
    const revision = stored?.[COUNTS_REVISION]
    const condition =
      typeof revision === 'number'
        ? {
            ConditionExpression: '#rev = :rev',
            ExpressionAttributeNames: { '#rev': COUNTS_REVISION },
            ExpressionAttributeValues: { ':rev': revision },
          }
        : stored
          ? {
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#rev)',
              ExpressionAttributeNames: { '#rev': COUNTS_REVISION },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }
    try {
      if (item)
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { ...item, [COUNTS_REVISION]: Number(revision ?? 0) + 1, ...key },
            ...condition,
          }),
        )
      else await client.send(new DeleteCommand({ TableName: table, Key: key, ...condition }))
      return true
    } catch (error) {
      if (isConditionalFailure(error)) return false
      throw error
    }
  }

  return {
    /**
     * Works out a move before the user write, so nothing about the user can fail it after that write, and
     * returns the function that applies it once the user is written (see `move`). A write that keeps the
     * counted fields (type, departments, year, status) and the labels returns a function that writes nothing.
     */
    prepare,

    /**
     * Moves the counters from `before` to `after`, after the user write succeeded: one UpdateItem per shard
     * touched (one for a user in one department who stays there). ADD is atomic, so concurrent writes add up;
     * there are no transactions (ADR 0003), so a failure after the user write leaves the counts off until the
     * nightly repair (derived-repair.job.ts) puts them right.
     */
    move: (before: CountedUser | undefined, after: CountedUser | undefined) => prepare(before, after)(),

    /**
     * The same for many writes at once (an import, a move): their changes summed per shard, so a chunk of 250
     * users of one department is one UpdateItem unless it touches more counters than one expression holds.
     */
    moveMany(moves: readonly (readonly [CountedUser | undefined, CountedUser | undefined])[]) {
      const changes: ByShard<number> = {}
      const labels: ByShard<string> = {}
      for (const [before, after] of moves) {
        for (const [shard, names] of Object.entries(counterChanges(before, after))) {
          const summed = (changes[shard] ??= {})
          for (const [name, delta] of Object.entries(names)) summed[name] = (summed[name] ?? 0) + delta
        }
        for (const [shard, names] of Object.entries(labelChanges(before, after)))
          Object.assign((labels[shard] ??= {}), names)
      }
      return apply(withoutZeros(changes), labels)
    },

    read,

    /**
     * Replaces every shard with counts taken from every user, deletes shards nobody is counted in and the old
     * single item. Unconditional: run it while nobody writes users (the seed, `rebuildIndexes`); the repair
     * does the same safely while users write.
     */
    async rebuild(users: Iterable<CountedUser>) {
      const counted = countsShardsOf(users)
      const stored = await read()
      await batchWrite([
        ...Object.entries(counted).map(([shard, item]) => ({
          PutRequest: {
            Item: {
              ...item,
              [COUNTS_REVISION]: Number(stored.shards[shard]?.[COUNTS_REVISION] ?? 0) + 1,
              ...countsShardKey(shard),
            },
          },
        })),
        ...Object.keys(stored.shards)
          .filter((shard) => !(shard in counted))
          .map((shard) => ({ DeleteRequest: { Key: countsShardKey(shard) } })),
        ...(stored.legacy ? [{ DeleteRequest: { Key: { ...LEGACY_COUNTS_KEY } } }] : []),
      ])
    },

    /**
     * Puts `counted` in place of each shard named in `shards` (deleting a shard with nobody counted), each only
     * if no write moved it since `read` gave `stored`, and then, with `removeLegacy`, deletes the old single
     * item on the same condition, once every shard is in place: it goes last, so a run stopped half-way leaves
     * it for the next. Returns false when any item had moved (that item is left as it was).
     */
    async replaceIfUnchanged(
      stored: StoredCounts,
      counted: ByShard<number | string>,
      shards: readonly string[],
      removeLegacy: boolean,
    ) {
      const results = await settleAll([...shards].sort(), SHARD_CONCURRENCY, (shard) =>
        putIfUnchanged(countsShardKey(shard), stored.shards[shard], counted[shard]),
      )
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      const unchanged = results.every((result) => result.status === 'fulfilled' && result.value)
      if (!unchanged || !removeLegacy || !stored.legacy) return unchanged
      return putIfUnchanged({ ...LEGACY_COUNTS_KEY }, stored.legacy, undefined)
    },
  }
}

export type UserCountsRepository = ReturnType<typeof createUserCountsRepository>
