import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError } from '@campus/core'
import { isConditionalFailure } from '@campus/db'
import { dayOfReservationMarker, SMS_QUOTA_KEY } from './keys'

/**
 * The college's SMS quota: one item holding `cAvailable` (the quota an administrator sets, "Total" on the log
 * screen), `totalSent` (parts charged so far) and `remaining` (`cAvailable - totalSent`), which exists so a
 * reservation is ONE conditional write: `ADD remaining -n, totalSent n` if `remaining >= n`. Two dispatches at
 * once never take it below zero, and no read comes before the write.
 *
 * The quota is charged in parts (an SMS of 2 segments costs 2), when a batch is queued; a message SNS refuses
 * for good (failed, F) gives its parts back.
 */
export interface SmsQuotaState {
  cAvailable: number
  totalSent: number
}

/** The largest quota an administrator may set. */
export const SMS_QUOTA_MAX = 100_000_000

/** Reservation markers are kept this long: a dispatch retried later than this starts a new batch. */
export const RESERVATION_MARKER_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** What a reservation did: charged now, or found the marker of an earlier charge of the same batch. */
export type Reservation = 'reserved' | 'alreadyReserved'

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0)

const stateOf = (item: Record<string, unknown> | undefined): SmsQuotaState => ({
  cAvailable: numberOf(item?.cAvailable),
  totalSent: numberOf(item?.totalSent),
})

export function createSmsQuota(client: DynamoDBDocumentClient, table: string) {
  const readItem = async () =>
    (await client.send(new GetCommand({ TableName: table, Key: SMS_QUOTA_KEY, ConsistentRead: true }))).Item

  return {
    /** `{ cAvailable, totalSent }`; zeros before an administrator has set a quota. One GetItem. */
    read: async (): Promise<SmsQuotaState> => stateOf(await readItem()),

    /**
     * Sets the quota to `cAvailable`, keeping what was sent: one conditional UpdateItem, which refuses a quota
     * below the parts already charged (a 422 `SMS_QUOTA_BELOW_SENT` naming them), so "Available" never goes
     * negative.
     */
    async set(cAvailable: number): Promise<SmsQuotaState> {
      if (!Number.isSafeInteger(cAvailable) || cAvailable < 0 || cAvailable > SMS_QUOTA_MAX)
        throw new AppError(
          422,
          'SMS_QUOTA_INVALID',
          `The SMS quota must be a whole number from 0 to ${SMS_QUOTA_MAX}, not ${cAvailable}.`,
        )
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: table,
            Key: SMS_QUOTA_KEY,
            UpdateExpression:
              'SET cAvailable = :c, totalSent = if_not_exists(totalSent, :zero), ' +
              'remaining = :c - if_not_exists(totalSent, :zero)',
            ConditionExpression: 'attribute_not_exists(totalSent) OR totalSent <= :c',
            ExpressionAttributeValues: { ':c': cAvailable, ':zero': 0 },
            ReturnValues: 'ALL_NEW',
          }),
        )
        return stateOf(Attributes)
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        const { totalSent } = stateOf(await readItem())
        throw new AppError(
          422,
          'SMS_QUOTA_BELOW_SENT',
          `The SMS quota cannot be less than the ${totalSent} SMS already sent; set ${totalSent} or more.`,
          { totalSent },
        )
      }
    },

    /**
     * Charges `parts` for a batch in one conditional UpdateItem, leaving `marker` (reservationMarker) on the
     * quota item in the same write, so a retried dispatch that finds its marker knows it was charged already
     * and is not charged twice. Markers older than a week are pruned afterwards.
     *
     * @throws AppError 422 `SMS_QUOTA_EXCEEDED` when fewer than `parts` remain.
     */
    async reserve(parts: number, marker: string, now: number): Promise<Reservation> {
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: table,
            Key: SMS_QUOTA_KEY,
            UpdateExpression: 'ADD remaining :minus, totalSent :parts, reserving :marker',
            ConditionExpression: 'remaining >= :parts AND NOT contains(reserving, :markerText)',
            ExpressionAttributeValues: {
              ':parts': parts,
              ':minus': -parts,
              ':marker': new Set([marker]),
              ':markerText': marker,
            },
            ReturnValues: 'ALL_NEW',
          }),
        )
        await pruneMarkers(Attributes?.reserving, now)
        return 'reserved'
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
      const item = await readItem()
      if (item?.reserving instanceof Set && item.reserving.has(marker)) return 'alreadyReserved'
      const available = Math.max(0, numberOf(item?.remaining))
      throw new AppError(
        422,
        'SMS_QUOTA_EXCEEDED',
        `SMS quota exceeded: ${parts} SMS needed, ${available} available.`,
        { needed: parts, available },
      )
    },
  }

  /** Deletes reservation markers made more than a week ago: no dispatch is retried that late. */
  async function pruneMarkers(markers: unknown, now: number) {
    if (!(markers instanceof Set)) return
    const oldest = new Date(now - RESERVATION_MARKER_DAYS * DAY_MS).toISOString().slice(0, 10)
    const old = [...(markers as Set<string>)].filter((marker) => dayOfReservationMarker(marker) < oldest)
    if (!old.length) return
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: SMS_QUOTA_KEY,
        UpdateExpression: 'DELETE reserving :old',
        ExpressionAttributeValues: { ':old': new Set(old) },
      }),
    )
  }
}

export type SmsQuota = ReturnType<typeof createSmsQuota>
