import {
  access,
  createRoutes,
  describe,
  listQuery,
  listQueryOf,
  principalOf,
  sendList,
  validate,
  type AppEnv,
} from '@campus/http'
import type { Context } from 'hono'
import * as z from 'zod'
import { SMS_STAFF } from '../access-rules'
import type { SmsDeps } from '../deps'
import { EpochMsParamSchema, SmsDayEntrySchema, SmsLogEntrySchema, SmsMonthSchema } from './schemas'

/** What `GET /api/sms/sentSms` accepts. `sort=_id` (the legacy client's) and `createdOn` are the key's order. */
export const SMS_LOG_LIST_SPEC = {
  filter: { sDate: 'number', status: 'string', senderId: 'string' },
  sort: ['_id', 'createdOn'],
} as const

/** Whether the caller named an order, as `order=` or inside `/boot`'s `query=…;order:…`. */
const namesOrder = (c: Context<AppEnv>) => {
  const params = new URL(c.req.url).searchParams
  return (
    [...params.keys()].some((key) => key.trim() === 'order') ||
    params.getAll('query').some((query) => /(^|;)\s*order\s*:/.test(query))
  )
}

/** The SMS log, the day count and the monthly report (its workbooks: monthly-exports.routes.ts). */
export const smsLogRoutes = ({ log }: SmsDeps) =>
  createRoutes()
    .get(
      '/api/sms/sentSms',
      access(SMS_STAFF, 'own'),
      describe({
        summary:
          "One day's SMS, newest first unless order=asc: `filter=sDate eq <epoch ms>` (any instant of the day, in India time; required) and optionally `status eq A|P|S|F` (A all) and, for the administrator, `senderId eq <userId>`. The administrator sees every message and whole phones; HODs and faculty their own messages, phones masked. One Query on the day's index partition",
        response: z.array(SmsLogEntrySchema),
        responseDescription:
          'A bare array of `{ id, fUser, toName, toUserType, msg, phone, status, createdOn, segments, ... }`; `X-Next-Cursor` when more follow',
      }),
      listQuery(SMS_LOG_LIST_SPEC),
      async (c) => {
        const query = listQueryOf(c)
        const ordered = query.sort || namesOrder(c) ? query : { ...query, order: 'desc' as const }
        return sendList(c, await log.list(principalOf(c), ordered))
      },
    )
    .get(
      '/api/sms/daySmsCount/:epochMs',
      access(SMS_STAFF, 'own'),
      describe({
        summary:
          "The day's SMS (the day holding the instant, in India time), each `{ id, status }`: the legacy screen shows how many. The administrator's cover every sender, others' their own",
        response: z.array(SmsDayEntrySchema),
        responseDescription: 'A bare array of `{ id, status }`',
      }),
      validate('param', EpochMsParamSchema),
      async (c) => c.json(await log.day(principalOf(c), c.req.valid('param').epochMs), 200),
    )
    .get(
      '/api/sms/report/monthly',
      access(SMS_STAFF, 'own'),
      describe({
        summary:
          "Each month's SMS, newest first: messages sent (`smsCount`), failed (`smsFailCount`) and the parts sent (`segments`). The college's for the administrator, the caller's own for others. One Query",
        response: z.array(SmsMonthSchema),
        responseDescription: 'A bare array of `{ monthYear: "yyyy-mm", smsCount, smsFailCount, segments }`',
      }),
      async (c) => c.json(await log.monthly(principalOf(c)), 200),
    )
