import { SMS_STATUS_LABELS, type Principal } from '@campus/core'
import type { SheetSpec } from '@campus/reports'
import { daysOfMonth, SMS_TIME_ZONE, smsDayOf } from '@campus/sms'
import { phoneShownTo, senderScopeOf } from './access-rules'
import type { SmsLogRepository } from './sms-log.repository'

/** `yyyy-mm-dd hh:mm` in the college's time zone, as the workbook shows when a message was queued. */
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SMS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const collegeTime = (ms: number) => `${smsDayOf(ms)} ${timeFormat.format(ms)}`

export interface MonthRow extends Record<string, string | number | undefined> {
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

export const MONTH_COLUMNS: SheetSpec<MonthRow>['columns'] = [
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

/** Who a workbook is read as: the log's scope and the phone masking need only these of a principal. */
export type MonthReader = Pick<Principal, 'userId' | 'userType'>

/**
 * The month's messages `reader` may see (every message for the administrator, their own for others, phones
 * masked except for the administrator), oldest first, read day by day and page by page as they are written.
 */
async function* monthRows(log: SmsLogRepository, reader: MonthReader, monthYear: string) {
  for (const day of daysOfMonth(monthYear))
    for await (const item of log.dayMessages({ day, senderId: senderScopeOf(reader) }))
      yield {
        queuedOn: collegeTime(item.createdOn),
        sentBy: item.fUser,
        to: item.toName,
        userType: item.toUserType,
        phone: phoneShownTo(reader, item.phone),
        message: item.msg,
        status: SMS_STATUS_LABELS[item.status],
        segments: item.segments,
        encoding: item.encoding,
        reason: item.reason,
      } satisfies MonthRow
}

/** The month's one sheet, `SMS yyyy-mm`: a heading row, then a row per message. */
export const monthSheet = (
  log: SmsLogRepository,
  reader: MonthReader,
  monthYear: string,
): SheetSpec<MonthRow> => ({
  name: `SMS ${monthYear}`,
  columns: MONTH_COLUMNS,
  rows: monthRows(log, reader, monthYear),
})
