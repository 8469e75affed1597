import type { SmsApp } from '@api/sms/app'
import { hc } from 'hono/client'
import { apiFetch, call, useApi } from '@/lib/api-client'

const smsApi = hc<SmsApp>('/', { fetch: apiFetch })

export const quotaKey = ['sms', 'quota'] as const

/** The quota: what the administrator set (`cAvailable`) and the parts charged so far (`totalSent`). */
export const useQuota = () => useApi(quotaKey, () => call(smsApi.api.sms.smsCount.$get()))

/** Sets the quota (administrator); it cannot go below what was already sent. */
export const setQuota = (cAvailable: number) => call(smsApi.api.sms.smsCount.$put({ json: { cAvailable } }))
