import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { SmsDeps } from './deps'
import { monthlyExportRoutes } from './routes/monthly-exports.routes'
import { quotaRoutes } from './routes/quota.routes'
import { smsLogRoutes } from './routes/sms-log.routes'

/**
 * The sms domain: the college's SMS quota, the log of every message sent, its day counts, its monthly report,
 * and the monthly workbooks, which the `sms-monthly-export` job writes. Messages are sent by the `sms-send`
 * queue's consumer (sms-send.consumer.ts). Its API reference is at /api/docs/sms.
 */
export function createSmsApp(deps: SmsDeps) {
  return createDomainApp({ name: 'sms', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', quotaRoutes(deps))
    .route('/', smsLogRoutes(deps))
    .route('/', monthlyExportRoutes(deps))
}

export type SmsApp = ReturnType<typeof createSmsApp>
