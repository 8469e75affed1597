import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure } from '@campus/db'
import { counterChanges, countsItemOf, labelChanges, type CountedUser } from './user-counts'

/**
 * Where the head counts live. Not an ElectroDB entity: its attributes are named at run time (one per
 * department and year), and ElectroDB writes and reads only declared attributes.
 */
export const COUNTS_KEY = { pk: 'COUNTS', sk: 'USERS' } as const

/**
 * Counters and labels one UpdateItem sets: DynamoDB caps an expression at 4 KB, and each takes some 12
 * characters of it.
 */
const MAX_NAMES_PER_UPDATE = 150

/**
 * The counts item's revision: every update ADDs 1, so the repair (derived-repair.job.ts) replaces the item only
 * if no write moved it after the repair read it. Not a counter (readCounts reads only `n#` and `label#` names).
 */
export const COUNTS_REVISION = 'rev'

/** The head counts item (user-counts.ts): moved by each user write, rebuilt from the users when needed. */
export function createUserCountsRepository(client: DynamoDBDocumentClient, table: string) {
  /** ADDs `changes` and SETs `labels` on the counts item. */
  async function apply(changes: Record<string, number>, labels: Record<string, string>) {
    const parts = [
      ...Object.entries(changes).map(([name, delta]) => ({ kind: 'add' as const, name, value: delta })),
      ...Object.entries(labels).map(([name, label]) => ({ kind: 'set' as const, name, value: label })),
    ]
    for (let first = 0; first < parts.length; first += MAX_NAMES_PER_UPDATE) {
      const names: Record<string, string> = {}
      const values: Record<string, number | string> = {}
      const add: string[] = []
      const set: string[] = []
      parts.slice(first, first + MAX_NAMES_PER_UPDATE).forEach(({ kind, name, value }, index) => {
        names[`#n${index}`] = name
        values[`:v${index}`] = value
        if (kind === 'add') add.push(`#n${index} :v${index}`)
        else set.push(`#n${index} = :v${index}`)
      })
      names['#rev'] = COUNTS_REVISION
      values[':one'] = 1
      add.push('#rev :one')
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: COUNTS_KEY,
          UpdateExpression: [
            set.length ? `SET ${set.join(', ')}` : '',
            add.length ? `ADD ${add.join(', ')}` : '',
          ]
            .join(' ')
            .trim(),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      )
    }
  }

  /** What moving from `before` to `after` changes, worked out now; the returned function applies it. */
  const prepare = (before: CountedUser | undefined, after: CountedUser | undefined) => {
    const changes = counterChanges(before, after)
    const labels = labelChanges(before, after)
    return () =>
      Object.keys(changes).length || Object.keys(labels).length ? apply(changes, labels) : Promise.resolve()
  }

  return {
    /**
     * Works out a move before the user write, so nothing about the user can fail it after that write, and
     * returns the function that applies it once the user is written (see `move`).
     */
    prepare,

    /**
     * Moves the counters from `before` to `after` in one UpdateItem, after the user write succeeded. ADD is
     * atomic, so concurrent writes add up; there are no transactions (ADR 0003), so a failure between the two
     * writes leaves the counts off until the nightly repair (derived-repair.job.ts) puts them right.
     */
    move: (before: CountedUser | undefined, after: CountedUser | undefined) => prepare(before, after)(),

    /**
     * The same for many writes at once (an import, a move): their changes summed, so a chunk of 250 users is
     * one UpdateItem unless it touches more counters than one expression holds.
     */
    moveMany(moves: readonly (readonly [CountedUser | undefined, CountedUser | undefined])[]) {
      const changes: Record<string, number> = {}
      const labels: Record<string, string> = {}
      for (const [before, after] of moves) {
        for (const [name, delta] of Object.entries(counterChanges(before, after)))
          changes[name] = (changes[name] ?? 0) + delta
        Object.assign(labels, labelChanges(before, after))
      }
      return apply(Object.fromEntries(Object.entries(changes).filter(([, delta]) => delta !== 0)), labels)
    },

    /** Replaces the item with counts taken from every user. Run it while nobody writes users (the seed). */
    async rebuild(users: Iterable<CountedUser>) {
      await client.send(new PutCommand({ TableName: table, Item: { ...countsItemOf(users), ...COUNTS_KEY } }))
    },

    /** The counts item as stored now (strongly consistent), keys left out. */
    async read(): Promise<Record<string, unknown> | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName: table, Key: COUNTS_KEY, ConsistentRead: true }),
      )
      if (!Item) return undefined
      const { pk: _pk, sk: _sk, ...item } = Item
      return item
    },

    /**
     * Replaces the item with `counted` only if no write moved it since `read` gave `stored` (its revision).
     * Returns false, writing nothing, when one did.
     */
    async replaceIfUnchanged(stored: Record<string, unknown> | undefined, counted: Record<string, unknown>) {
      const revision = stored?.[COUNTS_REVISION]
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { ...counted, [COUNTS_REVISION]: Number(revision ?? 0) + 1, ...COUNTS_KEY },
            ...(typeof revision === 'number'
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
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
          }),
        )
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },
  }
}

export type UserCountsRepository = ReturnType<typeof createUserCountsRepository>
