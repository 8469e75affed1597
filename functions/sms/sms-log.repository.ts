import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb'
import type { ListQuery, SmsStatus } from '@campus/core'
import { partitionListKey, queryListPage, writtenUnlessConditionFails, type ListKey } from '@campus/db'
import {
  smsDayPartition,
  smsDayStatusPartition,
  smsLogIndexKeys,
  smsLogKey,
  smsSenderDayPartition,
  type SmsEncoding,
} from '@campus/sms'

/**
 * One message of the SMS log: a recipient of a batch (`SMS#<batchId>` / `TO#<recipientKey>`, keys in
 * @campus/sms keys.ts). Written P (queued) by the consumer that claims it, then S (SNS accepted it) or F (SNS
 * refused it for good), once.
 */
export interface SmsLogItem {
  batchId: string
  recipientKey: string
  status: SmsStatus
  senderId: string
  /** The sender's name, as the legacy log calls it. */
  fUser: string
  toName: string
  toUserType: string
  msg: string
  /** E.164. */
  phone: string
  segments: number
  encoding: SmsEncoding
  purpose: string
  dltTemplateId?: string
  /** When the batch was queued; `sDay` is its day in the college's time zone. */
  createdOn: number
  sDay: string
  /** Until when the delivery that claimed it may send it; another delivery takes over only after it. */
  leaseUntil?: number
  /** Deliveries that have held it. */
  attempts: number
  snsMessageId?: string
  /** Why SNS refused it (F). */
  reason?: string
  sentOn?: number
  /** Its final status is in the month counters (and, for F, its parts are back in the quota). */
  counted?: boolean
}

/** Which of a day's messages a read wants: all, one status, one sender's. */
export interface DaySelection {
  day: string
  status?: SmsStatus | undefined
  senderId?: string | undefined
}

/** What a list of the log may still filter on once the key is chosen: a sender's list narrows by status. */
const REMAINING_SPEC = { filter: { status: 'string' } } as const

/**
 * The key a day's list reads: a sender's day (gsi3, the status filtered), a day and status (gsi2) or the day
 * (gsi1); each in the order the messages were queued.
 */
function dayListKey({ day, status, senderId }: DaySelection): ListKey {
  if (senderId !== undefined) return partitionListKey('gsi3', smsSenderDayPartition(senderId, day))
  if (status !== undefined) return partitionListKey('gsi2', smsDayStatusPartition(day, status))
  return partitionListKey('gsi1', smsDayPartition(day))
}

/** The log's items: claimed, leased, finished and counted by the sender; listed by day for the screens. */
export function createSmsLogRepository(client: DynamoDBDocumentClient, table: string) {
  const keyOf = (item: Pick<SmsLogItem, 'batchId' | 'recipientKey'>) =>
    smsLogKey(item.batchId, item.recipientKey)

  const read = async (item: Pick<SmsLogItem, 'batchId' | 'recipientKey'>) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: table, Key: keyOf(item), ConsistentRead: true }),
    )
    return Item as SmsLogItem | undefined
  }

  /** One query of a day's index partition, every page, `project` naming the attributes read. */
  async function* dayItems(selection: DaySelection, project?: readonly string[]) {
    const key = dayListKey(selection)
    const names: Record<string, string> = { '#p': key.partition.attribute }
    project?.forEach((attribute, index) => (names[`#a${index}`] = attribute))
    const statusFilter = selection.senderId !== undefined && selection.status !== undefined
    if (statusFilter) names['#status'] = 'status'
    let exclusiveStartKey: Record<string, unknown> | undefined
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          IndexName: key.indexName,
          KeyConditionExpression: '#p = :p',
          ...(statusFilter ? { FilterExpression: '#status = :status' } : {}),
          ...(project ? { ProjectionExpression: project.map((_, index) => `#a${index}`).join(', ') } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':p': key.partition.value,
            ...(statusFilter ? { ':status': selection.status } : {}),
          },
          ExclusiveStartKey: exclusiveStartKey,
        }),
      )
      for (const item of page.Items ?? []) yield item as SmsLogItem
      exclusiveStartKey = page.LastEvaluatedKey
    } while (exclusiveStartKey)
  }

  return {
    read,

    /**
     * A page of one day's messages (one Query on the day's index partition, never a Scan), in the order they
     * were queued (`query.order`), each mapped by `present`. `query` holds only what is left once the day, the
     * status and the sender chose the key.
     */
    listDay: (
      selection: DaySelection,
      query: ListQuery,
      present: (item: SmsLogItem) => Record<string, unknown>,
    ) => {
      const remaining: ListQuery = {
        ...query,
        filter:
          selection.senderId !== undefined && selection.status !== undefined
            ? [{ field: 'status', value: selection.status }]
            : [],
      }
      return queryListPage(client, table, dayListKey(selection), remaining, REMAINING_SPEC, (item) =>
        present(item as unknown as SmsLogItem),
      )
    },

    /** The status of each of a day's messages, read with a projection. */
    async dayStatuses(selection: DaySelection) {
      const found: Pick<SmsLogItem, 'batchId' | 'recipientKey' | 'status'>[] = []
      for await (const item of dayItems(selection, ['batchId', 'recipientKey', 'status'])) found.push(item)
      return found
    },

    /** Every message of one day, oldest first, read page by page as the caller goes. */
    dayMessages: (selection: DaySelection) => dayItems(selection),

    /**
     * Claims a message for the delivery that sends it: a conditional put of the item as P, leased until
     * `leaseUntil`. When the item exists already (an earlier delivery, or a copy of this queue message), it is
     * answered instead.
     */
    async claim(item: Omit<SmsLogItem, 'status' | 'attempts' | 'leaseUntil'>, leaseUntil: number) {
      const claimed: SmsLogItem = { ...item, status: 'P', leaseUntil, attempts: 1 }
      const written = await writtenUnlessConditionFails(() =>
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...keyOf(item), ...smsLogIndexKeys(claimed), ...claimed },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      )
      if (written) return { claimed: true as const, item: claimed }
      const existing = await read(item)
      if (!existing)
        throw new Error(`SMS log item ${item.batchId}/${item.recipientKey} vanished while claimed`)
      return { claimed: false as const, item: existing }
    },

    /**
     * Takes over a message whose lease ran out (the delivery holding it died): one conditional write on the
     * lease it had, so of two deliveries only one takes it. False when another did.
     */
    takeOver: (item: SmsLogItem, leaseUntil: number) =>
      writtenUnlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: keyOf(item),
            UpdateExpression: 'SET leaseUntil = :lease ADD attempts :one',
            ConditionExpression:
              'attribute_not_exists(counted) AND ' +
              (item.leaseUntil === undefined ? 'attribute_not_exists(leaseUntil)' : 'leaseUntil = :held'),
            ExpressionAttributeValues: {
              ':lease': leaseUntil,
              ':one': 1,
              ...(item.leaseUntil === undefined ? {} : { ':held': item.leaseUntil }),
            },
          }),
        ),
      ),

    /** Gives a lease back when a delivery fails on purpose (an error it throws), so a retry need not wait. */
    release: (item: SmsLogItem, lease: number) =>
      writtenUnlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: keyOf(item),
            UpdateExpression: 'SET leaseUntil = :zero',
            ConditionExpression: 'leaseUntil = :lease',
            ExpressionAttributeValues: { ':zero': 0, ':lease': lease },
          }),
        ),
      ),

    /**
     * Records the final status, S with SNS's message id or F with the reason, moving the item to that status's
     * index partition. Conditional on the item still being P and leased by this delivery, so a message ends
     * once; false when the lease was lost to another delivery.
     */
    finish: (
      item: SmsLogItem,
      outcome: { status: 'S'; snsMessageId: string } | { status: 'F'; reason: string },
      lease: number,
      at: number,
    ) =>
      writtenUnlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: keyOf(item),
            UpdateExpression:
              'SET #status = :status, gsi2pk = :gsi2pk, sentOn = :at, ' +
              (outcome.status === 'S' ? 'snsMessageId = :detail' : 'reason = :detail'),
            ConditionExpression: '#status = :queued AND leaseUntil = :lease',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': outcome.status,
              ':gsi2pk': smsLogIndexKeys({ ...item, status: outcome.status }).gsi2pk,
              ':at': at,
              ':detail': outcome.status === 'S' ? outcome.snsMessageId : outcome.reason,
              ':queued': 'P',
              ':lease': lease,
            },
          }),
        ),
      ),

    /** Records that the message's final status is counted, and drops its lease: nothing is left to do. */
    async markCounted(item: SmsLogItem) {
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: keyOf(item),
          UpdateExpression: 'SET counted = :yes REMOVE leaseUntil',
          ExpressionAttributeValues: { ':yes': true },
        }),
      )
    },
  }
}

export type SmsLogRepository = ReturnType<typeof createSmsLogRepository>
