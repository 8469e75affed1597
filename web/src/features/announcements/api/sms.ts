import type { SmsApp } from '@api/sms/app'
import { hc } from 'hono/client'
import useSWRInfinite from 'swr/infinite'
import type { ExportJob } from '@/components/exports/export-job'
import type { ExportSource } from '@/components/exports/export-job-button'
import { apiFetch, call, useApi } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-error'
import { fetchListPage, type ListPage } from '@/lib/list-endpoint'
import { SMS_FETCH, type SmsStatus, type StatusFilter } from '../utils/sms-log'

const smsApi = hc<SmsApp>('/', { fetch: apiFetch })

/** One message of the SMS log (the administrator sees whole phones, others masked ones). */
export interface SmsLogEntry {
  id: string
  fUser: string
  toName: string
  toUserType: string
  msg: string
  phone: string
  status: SmsStatus
  createdOn: number
  segments: number
  reason?: string
}

/** The quota: what the administrator set (`cAvailable`) and the parts charged so far (`totalSent`). */

/** How many SMS went on a day (`GET /api/sms/daySmsCount/{ms}`: the client counts the list). */
export const useDayCount = (dayMs: number | undefined) =>
  useApi(dayMs === undefined ? null : ['sms', 'day-count', dayMs], () =>
    call(smsApi.api.sms.daySmsCount[':epochMs'].$get({ param: { epochMs: String(dayMs) } })),
  )

/**
 * A day's SMS newest first, with a status filter, read {@link SMS_FETCH} at a time as the screen pages through
 * them (`GET /api/sms/sentSms?filter=sDate eq <ms>,status eq <X>&count=25&order=des&sort=_id`); each read
 * continues from the cursor the last one named.
 */
export function useSmsLog(dayMs: number | undefined, status: StatusFilter) {
  const swr = useSWRInfinite<ListPage<SmsLogEntry>, ApiError>(
    (index, previous: ListPage<SmsLogEntry> | null) =>
      dayMs === undefined || (index > 0 && !previous?.next)
        ? null
        : ['sms', 'log', dayMs, status, previous?.next ?? ''],
    ([, , day, filter, cursor]: [string, string, number, StatusFilter, string]): Promise<
      ListPage<SmsLogEntry>
    > =>
      fetchListPage(smsApi.api.sms.sentSms, {
        filter: { sDate: day, ...(filter === 'A' ? {} : { status: filter }) },
        sort: '_id',
        order: 'desc',
        count: SMS_FETCH,
        ...(cursor ? { cursor } : {}),
      }),
  )
  const pages = swr.data ?? []
  return {
    entries: pages.flatMap((page) => page.rows),
    /** Whether the server has more after what is read. */
    more: Boolean(pages.at(-1)?.next),
    reads: swr.size,
    setReads: (reads: number) => void swr.setSize(reads),
    error: swr.error,
    isLoading: swr.isLoading || swr.isValidating,
    reload: () => swr.mutate(),
  }
}

/** Each month's SMS, newest first (`GET /api/sms/report/monthly`). */
export const useMonthlySms = () =>
  useApi(['sms', 'monthly'], () => call(smsApi.api.sms.report.monthly.$get()))

type MonthExport = Awaited<ReturnType<typeof readMonthExport>>

/** The caller's latest export of a month (`GET /api/sms/excelReport/monthly/{yyyy-mm}`). */
const readMonthExport = (monthYear: string) =>
  call(smsApi.api.sms.excelReport.monthly[':monthYear'].$get({ param: { monthYear } }))

/** A month's export as the export button shows it: its progress is a percentage. */
const asExportJob = ({ status, progress, fileName, downloadUrl, error }: MonthExport): ExportJob => ({
  status,
  percent: progress,
  fileName,
  downloadUrl,
  reason: error,
})

/**
 * Asks the server to build a month's workbook (`POST /api/sms/excelReport/monthly/{yyyy-mm}`); it answers the
 * export PROCESSING (or the caller's export of the month already running, or FAILED when it could not start).
 */
export const startMonthExport = async (monthYear: string) =>
  asExportJob(await call(smsApi.api.sms.excelReport.monthly[':monthYear'].$post({ param: { monthYear } })))

/** The export this page starts of a month, read about once a second while it is built. */
export const monthExportSource = (monthYear: string): ExportSource => ({
  mode: 'own',
  key: ['sms', 'month-export', monthYear],
  status: async () => asExportJob(await readMonthExport(monthYear)),
})
