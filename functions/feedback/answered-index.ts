import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createHash } from 'node:crypto'

/**
 * Where answers are listed by when they were given (docs/adr/0023): every answer item, the public form's and a
 * survey's, carries gsi2 keys `<kind>ANSWERED#<yyyy-mm-dd>#<shard>` / `<submittedOn>#<id>`, written by the same
 * conditional create that stores it. The nightly job finds the forms and targets answered since its last run
 * by Querying these partitions, never by Scanning or reading every answer. The key is on the answer, not on the
 * aggregate, because the answer is what survives when the aggregate's ADD fails: the very drift the job repairs.
 * A day is split over a few shards (by respondent) so a burst of answers does not write one hot index partition.
 */

export type AnsweredKind = 'FORM' | 'SURVEY'

export const ANSWERED_SHARDS = 4

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of an epoch-milliseconds time, `yyyy-mm-dd`. */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10)

/** `<yyyy-mm-dd>#<shard>`: the answer's day and its shard, the composite of its gsi2 partition. */
export const answeredIn = (submittedOn: number, respondent: string) =>
  `${dayOf(submittedOn)}#${createHash('sha256').update(respondent).digest()[0]! % ANSWERED_SHARDS}`

/** The gsi2 partition template of answers of one kind, for the ElectroDB index. */
export const answeredTemplate = (kind: AnsweredKind) => `${kind}ANSWERED#\${answeredIn}`

/** A window of submission times, `from` included, `until` excluded. */
export interface AnsweredWindow {
  from: number
  until: number
}

/** Where a walk over a window stopped: the partition, and the last entry taken in it (none: its start). */
export interface AnsweredCursor {
  partition: string
  after?: Record<string, unknown>
}

/** The gsi2 partitions that can hold answers of the window, in the order they are walked. */
export function answeredPartitions(kind: AnsweredKind, window: AnsweredWindow) {
  const partitions: string[] = []
  if (window.until <= window.from) return partitions
  const last = dayOf(window.until - 1)
  for (let at = window.from; ; at += DAY_MS) {
    const day = dayOf(at)
    for (let shard = 0; shard < ANSWERED_SHARDS; shard += 1)
      partitions.push(`${kind}ANSWERED#${day}#${shard}`)
    if (day >= last) return partitions
  }
}

/**
 * Where a time falls among gsi2 sort keys (`<submittedOn>#<id>`, 13 digits until the year 2286, so they sort
 * as text): BETWEEN the keys of `from` and `until` holds exactly the answers given in [from, until).
 */
const sortKeyOf = (at: number) => String(Math.max(at, 0)).padStart(13, '0')

const keyOfEntry = (item: Record<string, unknown>) => ({
  pk: item.pk,
  sk: item.sk,
  gsi2pk: item.gsi2pk,
  gsi2sk: item.gsi2sk,
})

/**
 * The distinct things (forms, targets, surveys: `identify` names them) answered in a window, walked in
 * partition order from `cursor`, at most `limit` of them. Returns a cursor when it stopped at the limit: the
 * next walk starts there, so no walk reads more than it needs. Reads index entries only, never an answers
 * partition.
 */
export async function answeredInWindow<T>(
  client: DynamoDBDocumentClient,
  table: string,
  walk: {
    kind: AnsweredKind
    window: AnsweredWindow
    cursor?: AnsweredCursor
    limit: number
    attributes: readonly string[]
    identify: (item: Record<string, unknown>) => [key: string, value: T]
  },
) {
  const found = new Map<string, T>()
  const partitions = answeredPartitions(walk.kind, walk.window)
  const first = walk.cursor ? Math.max(partitions.indexOf(walk.cursor.partition), 0) : 0
  const names = Object.fromEntries(walk.attributes.map((attribute, index) => [`#a${index}`, attribute]))
  for (let at = first; at < partitions.length; at += 1) {
    const partition = partitions[at]!
    let start = at === first ? walk.cursor?.after : undefined
    let taken = start
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': partition,
            ':from': sortKeyOf(walk.window.from),
            ':to': sortKeyOf(walk.window.until),
          },
          ExpressionAttributeNames: names,
          ProjectionExpression: ['pk', 'sk', 'gsi2pk', 'gsi2sk', ...Object.keys(names)].join(', '),
          ExclusiveStartKey: start,
        }),
      )
      for (const item of page.Items ?? []) {
        const [key, value] = walk.identify(item)
        if (!found.has(key)) {
          if (found.size >= walk.limit)
            return { found, cursor: { partition, ...(taken ? { after: taken } : {}) } }
          found.set(key, value)
        }
        taken = keyOfEntry(item)
      }
      start = page.LastEvaluatedKey
    } while (start)
  }
  return { found, cursor: undefined }
}
