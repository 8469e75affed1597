import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import { ADMINS, SMS_STAFF } from '../access-rules'
import type { SmsDeps } from '../deps'
import { SetSmsCountSchema, SmsCountSchema } from './schemas'

/** The college's SMS quota. */
export const quotaRoutes = ({ quota }: SmsDeps) =>
  createRoutes()
    .get(
      '/api/sms/smsCount',
      access(SMS_STAFF, 'college'),
      describe({
        summary:
          'The SMS quota: `cAvailable` (set by the administrator) and `totalSent` (parts charged, failures given back); Available = cAvailable - totalSent. One GetItem',
        response: SmsCountSchema,
        responseDescription: '`{ cAvailable, totalSent }`',
      }),
      async (c) => c.json(await quota.read(), 200),
    )
    .put(
      '/api/sms/smsCount',
      access(ADMINS),
      describe({
        summary:
          'Set the SMS quota (administrator). One conditional write: a quota below totalSent is a 422 SMS_QUOTA_BELOW_SENT, so Available never goes negative. Audited',
        response: SmsCountSchema,
        responseDescription: '`{ cAvailable, totalSent }` after the change',
      }),
      validate('json', SetSmsCountSchema),
      async (c) => c.json(await quota.set(callerOf(c), c.req.valid('json').cAvailable), 200),
    )
