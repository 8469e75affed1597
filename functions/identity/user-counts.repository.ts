import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { counterChanges, countsItemOf, labelChanges, type CountedUser } from './user-counts'

/**
 * Where the head counts live. Not an ElectroDB entity: its attributes are named at run time (one per
 * department and year), and ElectroDB writes and reads only declared attributes.
 */
export const COUNTS_KEY = { pk: 'COUNTS', sk: 'USERS' } as const

/** The head counts item (user-counts.ts): moved by each user write, rebuilt from the users when needed. */
export function createUserCountsRepository(client: DynamoDBDocumentClient, table: string) {
  return {
    /**
     * Moves the counters from `before` to `after` in one UpdateItem, after the user write succeeded. ADD is
     * atomic, so concurrent writes add up; there are no transactions (ADR 0003), so a failure between the two
     * writes leaves the counts off until the rebuild.
     */
    async move(before: CountedUser | undefined, after: CountedUser | undefined) {
      const changes = Object.entries(counterChanges(before, after))
      const labels = Object.entries(labelChanges(before, after))
      if (!changes.length && !labels.length) return
      const names: Record<string, string> = {}
      const values: Record<string, number | string> = {}
      const add = changes.map(([name, delta], index) => {
        names[`#c${index}`] = name
        values[`:c${index}`] = delta
        return `#c${index} :c${index}`
      })
      const set = labels.map(([name, label], index) => {
        names[`#l${index}`] = name
        values[`:l${index}`] = label
        return `#l${index} = :l${index}`
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
    },

    /** Replaces the item with counts taken from every user. Run it while nobody writes users (the seed). */
    async rebuild(users: Iterable<CountedUser>) {
      await client.send(new PutCommand({ TableName: table, Item: { ...countsItemOf(users), ...COUNTS_KEY } }))
    },
  }
}

export type UserCountsRepository = ReturnType<typeof createUserCountsRepository>
