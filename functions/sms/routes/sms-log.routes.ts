import {
  access,
  createRoutes,
  describe,
  listQuery,
  listQueryOf,
  principalOf,
  sendList,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { SMS_STAFF } from '../access-rules'
import type { SmsDeps } from '../deps'
import { EpochMsParamSchema, SmsDayEntrySchema, SmsLogEntrySchema, SmsMonthSchema } from './schemas'

/** What `GET /api/sms/sentSms` accepts. `sort=_id` (the legacy client's) and `createdOn` are the key's order. */
export const SMS_LOG_LIST_SPEC = {
  filter: { sDate: 'number', status: 'string', senderId: 'string' },
  sort: ['_id', 'createdOn'],
} as const

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
      async (c) => sendList(c, await log.list(principalOf(c), listQueryOf(c, { defaultOrder: 'desc' }))),
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
