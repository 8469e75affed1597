import { access, callerOf, createRoutes, describe, principalOf, validate } from '@campus/http'
import { SMS_STAFF } from '../access-rules'
import type { SmsDeps } from '../deps'
import { MonthYearParamSchema, SmsMonthExportSchema } from './schemas'

/**
 * A month's SMS as an .xlsx, built in the background by the `sms-monthly-export` job: POST starts it, GET polls
 * it. The legacy client builds the GET's URL but never requests it; it now answers the caller's export.
 */
export const monthlyExportRoutes = ({ exports }: SmsDeps) =>
  createRoutes()
    .post(
      '/api/sms/excelReport/monthly/:monthYear',
      access(SMS_STAFF, 'own'),
      describe({
        summary:
          "Export a month's SMS as an .xlsx (every message for the administrator, the caller's own for others, phones masked but the administrator's). Written in the background; poll the GET for progress. While the caller's export of the month is PROCESSING, that one is answered and none starts. A month without SMS gives a workbook of headings only. Audited",
        response: SmsMonthExportSchema,
        responseDescription:
          'The export, PROCESSING: `{ id, monthYear, status, progress, fileName, createdOn }`',
      }),
      validate('param', MonthYearParamSchema),
      async (c) => c.json(await exports.request(callerOf(c), c.req.valid('param').monthYear), 202),
    )
    .get(
      '/api/sms/excelReport/monthly/:monthYear',
      access(SMS_STAFF, 'own'),
      describe({
        summary:
          "The caller's latest export of a month: its progress; once READY `rows`, and `downloadUrl`, a link valid for 5 minutes until `expiresOn`; once FAILED, `error`. 404 SMS_EXPORT_NOT_FOUND when the caller never exported the month. One GetItem",
        response: SmsMonthExportSchema,
        responseDescription:
          '`{ id, monthYear, status, progress, fileName, createdOn, rows?, downloadUrl?, expiresOn?, error? }`',
      }),
      validate('param', MonthYearParamSchema),
      async (c) => c.json(await exports.latest(principalOf(c), c.req.valid('param').monthYear), 200),
    )
