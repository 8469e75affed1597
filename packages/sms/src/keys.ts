/**
 * The keys of the `sms` table (ADR 0026), spelled once: the dispatch here writes the quota and batch items, the
 * sms domain's consumer writes the log and the month counters, and its routes read them.
 *
 * | item                                | key                                         | indexes                        |
 * |-------------------------------------|---------------------------------------------|--------------------------------|
 * | the quota                           | QUOTA / QUOTA                               |                                |
 * | a batch (one dispatch)              | SMS#<batchId> / BATCH                       |                                |
 * | one message (a recipient's SMS)     | SMS#<batchId> / TO#<recipientKey>           | gsi1 day, gsi2 day+status,     |
 * |                                     |                                             | gsi3 sender+day                |
 * | a month's counters, the college's   | SMSMONTHS#ALL / MONTH#<yyyy-mm>             |                                |
 * | a month's counters, one sender's    | SMSMONTHS#SENDER#<userId> / MONTH#<yyyy-mm> |                                |
 * | audit records (see @campus/db)      | AUDIT#<type>#<id>                           | gsi1 AUDITDAY#<day>            |
 *
 * Every index sort key is `AT#<createdOn, 15 digits>#<batchId>#<recipientKey>`: a day's messages in the order
 * they were queued, a batch's together.
 */

import type { SmsStatus } from './message'

export interface ItemKey {
  pk: string
  sk: string
}

export const SMS_QUOTA_KEY: ItemKey = { pk: 'QUOTA', sk: 'QUOTA' }

export const smsBatchKey = (batchId: string): ItemKey => ({ pk: `SMS#${batchId}`, sk: 'BATCH' })

export const smsLogKey = (batchId: string, recipientKey: string): ItemKey => ({
  pk: `SMS#${batchId}`,
  sk: `TO#${recipientKey}`,
})

/** The month counters' partition: the college's, or one sender's. */
export const smsMonthsPartition = (senderId?: string) =>
  senderId === undefined ? 'SMSMONTHS#ALL' : `SMSMONTHS#SENDER#${senderId}`

export const smsMonthKey = (monthYear: string, senderId?: string): ItemKey => ({
  pk: smsMonthsPartition(senderId),
  sk: `MONTH#${monthYear}`,
})

/** `yyyy-mm` of a month counter's sort key. */
export const monthOfSortKey = (sk: string) => sk.slice('MONTH#'.length)

/** Index partitions of the log: a day, a day and a status, a sender and a day. */
export const smsDayPartition = (day: string) => `SMSDAY#${day}`
export const smsDayStatusPartition = (day: string, status: SmsStatus) => `SMSDAY#${day}#${status}`
export const smsSenderDayPartition = (senderId: string, day: string) => `SMSSENDER#${senderId}#${day}`

/** The index sort key every log index shares. */
export const smsLogSortKey = (createdOn: number, batchId: string, recipientKey: string) =>
  `AT#${String(createdOn).padStart(15, '0')}#${batchId}#${recipientKey}`

/** What a log item holds for its three indexes, given its day, status, sender and place. */
export function smsLogIndexKeys(item: {
  sDay: string
  status: SmsStatus
  senderId: string
  createdOn: number
  batchId: string
  recipientKey: string
}) {
  const sortKey = smsLogSortKey(item.createdOn, item.batchId, item.recipientKey)
  return {
    gsi1pk: smsDayPartition(item.sDay),
    gsi1sk: sortKey,
    gsi2pk: smsDayStatusPartition(item.sDay, item.status),
    gsi2sk: sortKey,
    gsi3pk: smsSenderDayPartition(item.senderId, item.sDay),
    gsi3sk: sortKey,
  }
}

/**
 * The marker a batch's reservation leaves on the quota item (see quota.ts): the UTC day it was claimed on, so
 * markers older than a week are pruned, and the batch id.
 */
export const reservationMarker = (claimedOn: number, batchId: string) =>
  `R#${new Date(claimedOn).toISOString().slice(0, 10)}#${batchId}`

/** The day (`yyyy-mm-dd`) a reservation marker was made on. */
export const dayOfReservationMarker = (marker: string) => marker.slice(2, 12)
