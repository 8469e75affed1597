import { badRequest, forbidden, SmsStatusFilterSchema, type ListQuery, type Principal } from '@campus/core'
import { filterNumber, filterValue } from '@campus/db'
import { smsDayOf } from '@campus/sms'
import { phoneShownTo, senderScopeOf } from './access-rules'
import type { SmsCountersRepository } from './counters.repository'
import type { DaySelection, SmsLogItem, SmsLogRepository } from './sms-log.repository'

/** Epoch milliseconds JavaScript dates can hold. */
const MAX_EPOCH_MS = 8.64e15

/** A message of the log as the screens show it. */
const presenter = (actor: Principal) => (item: SmsLogItem) => ({
  id: `${item.batchId}:${item.recipientKey}`,
  batchId: item.batchId,
  fUser: item.fUser,
  senderId: item.senderId,
  toName: item.toName,
  toUserType: item.toUserType,
  msg: item.msg,
  phone: phoneShownTo(actor, item.phone),
  status: item.status,
  createdOn: item.createdOn,
  segments: item.segments,
  encoding: item.encoding,
  purpose: item.purpose,
  ...(item.sentOn === undefined ? {} : { sentOn: item.sentOn }),
  ...(item.reason === undefined ? {} : { reason: item.reason }),
})

/** The college day holding the instant `ms`, or a 400 naming the parameter. */
function dayOf(ms: number, parameter: string) {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_EPOCH_MS)
    throw badRequest('SMS_DAY_INVALID', `${parameter} must be a date in epoch milliseconds, not ${ms}.`)
  return smsDayOf(ms)
}

/**
 * Which messages a list asks for: the day holding `sDate` (required), a status (`A` for all), and for the
 * administrator optionally one sender; HODs and faculty always their own.
 */
function selectionOf(actor: Principal, query: ListQuery): DaySelection {
  const sDate = filterValue(query, 'sDate')
  if (sDate === undefined)
    throw badRequest('SMS_DAY_REQUIRED', 'Name the day to list: filter=sDate eq <epoch milliseconds>.')
  const day = dayOf(filterNumber('sDate', sDate), 'sDate')
  const statusValue = filterValue(query, 'status') ?? 'A'
  const status = SmsStatusFilterSchema.safeParse(statusValue.toUpperCase())
  if (!status.success)
    throw badRequest(
      'SMS_STATUS_INVALID',
      `status "${statusValue}" is not one of A (all), P (queued), S (sent) or F (failed).`,
    )
  const own = senderScopeOf(actor)
  const askedSender = filterValue(query, 'senderId')
  if (own !== undefined && askedSender !== undefined && askedSender !== own)
    throw forbidden('You can see only the SMS you sent.')
  return { day, status: status.data === 'A' ? undefined : status.data, senderId: own ?? askedSender }
}

/**
 * The SMS log, its day counts and its monthly report, each narrowed to what the caller may see. The monthly
 * workbooks are monthly-exports.service.ts's.
 */
export function createSmsLogService(deps: { log: SmsLogRepository; counters: SmsCountersRepository }) {
  return {
    /** One page of a day's messages, newest first unless asked otherwise: one Query on one index partition. */
    list: (actor: Principal, query: ListQuery) =>
      // sort=_id and sort=createdOn are the order the key keeps: nothing is sorted in memory.
      deps.log.listDay(
        selectionOf(actor, query),
        { ...query, filter: [], sort: undefined },
        presenter(actor),
      ),

    /** The day's messages (the legacy screen shows how many), each as `{ id, status }`. */
    async day(actor: Principal, epochMs: number) {
      const day = dayOf(epochMs, 'The day')
      const found = await deps.log.dayStatuses({ day, senderId: senderScopeOf(actor) })
      return found.map(({ batchId, recipientKey, status }) => ({ id: `${batchId}:${recipientKey}`, status }))
    },

    /** Each month's counts, newest first: the college's for the administrator, else the caller's own. */
    monthly: (actor: Principal) => deps.counters.months(senderScopeOf(actor)),
  }
}

export type SmsLogService = ReturnType<typeof createSmsLogService>
