import type { SmsApp } from '@api/sms/app'
import { hc } from 'hono/client'
import { apiFetch, call, useApi } from '@/lib/api-client'

const smsApi = hc<SmsApp>('/', { fetch: apiFetch })

/** The quota's place in SWR's cache: every screen that shows it reads this entry, and setting it updates it. */
export const smsQuotaKey = ['sms', 'quota'] as const

/** The quota: what the administrator set (`cAvailable`) and the parts charged so far (`totalSent`). */
export const useSmsQuota = () => useApi(smsQuotaKey, () => call(smsApi.api.sms.smsCount.$get()))

export type SmsQuota = NonNullable<ReturnType<typeof useSmsQuota>['data']>
