import type { SmsApp } from '@api/sms/app'
import { hc } from 'hono/client'
import { apiFetch, call } from '@/lib/api-client'

const smsApi = hc<SmsApp>('/', { fetch: apiFetch })

/** Sets the quota (administrator); it cannot go below what was already sent. */
export const setQuota = (cAvailable: number) => call(smsApi.api.sms.smsCount.$put({ json: { cAvailable } }))
