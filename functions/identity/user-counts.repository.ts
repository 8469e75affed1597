import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
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

  return {
    /**
     * Moves the counters from `before` to `after` in one UpdateItem, after the user write succeeded. ADD is
     * atomic, so concurrent writes add up; there are no transactions (ADR 0003), so a failure between the two
     * writes leaves the counts off until the rebuild.
     */
    move: (before: CountedUser | undefined, after: CountedUser | undefined) =>
      apply(counterChanges(before, after), labelChanges(before, after)),

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
  }
}

export type UserCountsRepository = ReturnType<typeof createUserCountsRepository>
