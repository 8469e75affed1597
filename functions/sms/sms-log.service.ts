import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import {
  badRequest,
  forbidden,
  SMS_STATUS_LABELS,
  SmsStatusFilterSchema,
  type Caller,
  type ListQuery,
  type Principal,
} from '@campus/core'
import { filterNumber, filterValue } from '@campus/db'
import { writeWorkbookToS3, type SheetSpec } from '@campus/reports'
import { daysOfMonth, isMonthYear, maskPhone, SMS_TIME_ZONE, smsDayOf } from '@campus/sms'
import { senderScopeOf, showsWholePhones } from './access-rules'
import type { SmsCountersRepository } from './counters.repository'
import type { DaySelection, SmsLogItem, SmsLogRepository } from './sms-log.repository'

/** How long the monthly workbook's download link works. */
const DOWNLOAD_LINK_SECONDS = 300

/** Epoch milliseconds JavaScript dates can hold. */
const MAX_EPOCH_MS = 8.64e15

/** A message of the log as the screens show it. */
const presenter = (actor: Principal) => {
  const wholePhones = showsWholePhones(actor)
  return (item: SmsLogItem) => ({
    id: `${item.batchId}:${item.recipientKey}`,
    batchId: item.batchId,
    fUser: item.fUser,
    senderId: item.senderId,
    toName: item.toName,
    toUserType: item.toUserType,
    msg: item.msg,
    phone: wholePhones ? item.phone : maskPhone(item.phone),
    status: item.status,
    createdOn: item.createdOn,
    segments: item.segments,
    encoding: item.encoding,
    purpose: item.purpose,
    ...(item.sentOn === undefined ? {} : { sentOn: item.sentOn }),
    ...(item.reason === undefined ? {} : { reason: item.reason }),
  })
}

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

/** `yyyy-mm-dd hh:mm` in the college's time zone, as the workbook shows when a message was queued. */
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SMS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const collegeTime = (ms: number) => `${smsDayOf(ms)} ${timeFormat.format(ms)}`

interface MonthRow extends Record<string, string | number | undefined> {
  queuedOn: string
  sentBy: string
  to: string
  userType: string
  phone: string
  message: string
  status: string
  segments: number
  encoding: string
  reason: string | undefined
}

const MONTH_COLUMNS: SheetSpec<MonthRow>['columns'] = [
  { header: 'Queued on', key: 'queuedOn', width: 18 },
  { header: 'Sent by', key: 'sentBy', width: 24 },
  { header: 'To', key: 'to', width: 24 },
  { header: 'User type', key: 'userType', width: 12 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Message', key: 'message', width: 60 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Segments', key: 'segments', width: 10 },
  { header: 'Encoding', key: 'encoding', width: 10 },
  { header: 'Failure reason', key: 'reason', width: 40 },
]

/** The SMS log, its day counts and its monthly report and workbook, each narrowed to what the caller may see. */
export function createSmsLogService(deps: {
  log: SmsLogRepository
  counters: SmsCountersRepository
  s3: S3Client
  exportsBucket: string
}) {
  async function* monthRows(actor: Principal, monthYear: string): AsyncGenerator<MonthRow> {
    const present = presenter(actor)
    for (const day of daysOfMonth(monthYear))
      for await (const item of deps.log.dayMessages({ day, senderId: senderScopeOf(actor) })) {
        const shown = present(item)
        yield {
          queuedOn: collegeTime(item.createdOn),
          sentBy: item.fUser,
          to: item.toName,
          userType: item.toUserType,
          phone: shown.phone,
          message: item.msg,
          status: SMS_STATUS_LABELS[item.status],
          segments: item.segments,
          encoding: item.encoding,
          reason: item.reason,
        }
      }
  }

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

    /**
     * A month's messages as an .xlsx, written to the exports bucket as it is read (the rows are never held
     * whole), answered with a short-lived download link. A month of a college's SMS is some tens of thousands of
     * rows, written in seconds; the file never passes through the API's answer, whose limit is 6 MB.
     */
    async exportMonth(caller: Caller, monthYear: string) {
      if (!isMonthYear(monthYear))
        throw badRequest('SMS_MONTH_INVALID', `"${monthYear}" is not a month; give it as yyyy-mm (2026-11).`)
      const { actor } = caller
      const fileName = `SMS ${monthYear}.xlsx`
      const key = `sms/monthly/${monthYear}/${senderScopeOf(actor) ?? 'college'}.xlsx`
      const written = await writeWorkbookToS3({
        s3: deps.s3,
        bucket: deps.exportsBucket,
        key,
        sheets: [{ name: `SMS ${monthYear}`, columns: MONTH_COLUMNS, rows: monthRows(actor, monthYear) }],
      })
      const downloadUrl = await getSignedUrl(
        deps.s3,
        new GetObjectCommand({
          Bucket: deps.exportsBucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${fileName}"`,
        }),
        { expiresIn: DOWNLOAD_LINK_SECONDS },
      )
      return {
        monthYear,
        fileName,
        rows: written.rows,
        downloadUrl,
        expiresOn: Date.now() + DOWNLOAD_LINK_SECONDS * 1000,
      }
    },
  }
}

export type SmsLogService = ReturnType<typeof createSmsLogService>
