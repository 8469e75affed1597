import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { partitionItems, TABLE_PARTITION, writtenUnlessConditionFails } from '@campus/db'
import { monthOfSortKey, smsMonthKey, smsMonthsPartition, SMS_QUOTA_KEY, type ItemKey } from '@campus/sms'

/** A month's counters as the monthly report shows them. */
export interface SmsMonthCounts {
  monthYear: string
  /** Messages sent (S) of the month. */
  smsCount: number
  /** Messages SNS refused (F). */
  smsFailCount: number
  /** Parts of the messages sent: what SNS charged. */
  segments: number
}

/** One counter item and what to add to it. */
export interface CounterChange {
  key: ItemKey
  add: Readonly<Record<string, number>>
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0)

/** A counter item as the report shows it. */
const countsOf = (item: Record<string, unknown>): SmsMonthCounts => ({
  monthYear: monthOfSortKey(String(item.sk)),
  smsCount: numberOf(item.smsCount),
  smsFailCount: numberOf(item.smsFailCount),
  segments: numberOf(item.segments),
})

/**
 * What a final status adds: to the college's month and the sender's month (smsCount or smsFailCount, and
 * the parts sent); a failed message also gives its parts back to the quota.
 */
export function changesOfFinal(item: {
  status: 'S' | 'F'
  createdOnMonth: string
  senderId: string
  segments: number
}): CounterChange[] {
  const month: Record<string, number> =
    item.status === 'S' ? { smsCount: 1, segments: item.segments } : { smsFailCount: 1 }
  return [
    { key: smsMonthKey(item.createdOnMonth), add: { ...month } },
    { key: smsMonthKey(item.createdOnMonth, item.senderId), add: { ...month } },
    ...(item.status === 'F'
      ? [{ key: SMS_QUOTA_KEY, add: { remaining: item.segments, totalSent: -item.segments } }]
      : []),
  ]
}

/**
 * The month counters and the quota's give-backs, each applied exactly once per message. DynamoDB offers no
 * transaction here (dynalite has none, ADR 0026), so each counter ADD carries the message's marker into a set
 * on the counter item, conditional on the marker not being there yet: a delivery that re-applies a message's
 * changes after a crash finds its marker and adds nothing. Once the log item says it is counted, the markers
 * are deleted again, so a counter item only holds the markers of messages being counted right now.
 */
export function createSmsCountersRepository(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Applies each change once for `marker`: one conditional UpdateItem per counter item. */
    async apply(marker: string, changes: readonly CounterChange[]) {
      for (const { key, add } of changes) {
        const names = Object.keys(add)
        await writtenUnlessConditionFails(() =>
          client.send(
            new UpdateCommand({
              TableName: table,
              Key: key,
              UpdateExpression: `ADD ${names.map((_, index) => `#c${index} :c${index}`).join(', ')}, applying :marker`,
              ConditionExpression: 'NOT contains(applying, :markerText)',
              ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#c${index}`, name])),
              ExpressionAttributeValues: {
                ...Object.fromEntries(names.map((name, index) => [`:c${index}`, add[name]])),
                ':marker': new Set([marker]),
                ':markerText': marker,
              },
            }),
          ),
        )
      }
    },

    /** Deletes the marker from each counter item once the message is marked counted. */
    async forget(marker: string, changes: readonly CounterChange[]) {
      for (const { key } of changes)
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: 'DELETE applying :marker',
            ExpressionAttributeValues: { ':marker': new Set([marker]) },
          }),
        )
    },

    /** Every month's counters, newest first: the college's, or one sender's. One Query. */
    async months(senderId?: string): Promise<SmsMonthCounts[]> {
      const items = await partitionItems(client, table, TABLE_PARTITION, smsMonthsPartition(senderId), {
        newestFirst: true,
      })
      return items.map(countsOf)
    },

    /** One month's counters, the college's or one sender's; zeros for a month without any. One GetItem. */
    async month(monthYear: string, senderId?: string): Promise<SmsMonthCounts> {
      const { Item } = await client.send(
        new GetCommand({ TableName: table, Key: smsMonthKey(monthYear, senderId) }),
      )
      return Item ? countsOf(Item) : { monthYear, smsCount: 0, smsFailCount: 0, segments: 0 }
    },
  }
}

export type SmsCountersRepository = ReturnType<typeof createSmsCountersRepository>
