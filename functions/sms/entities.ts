import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities, tableIndex, workbookExportAttributes } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'
import { SMS_STAFF } from './access-rules'

/**
 * The sms table's ElectroDB entities: only the monthly workbook exports, which this domain alone writes. The
 * quota, batches, the log and the month counters are spelled in @campus/sms's keys.ts instead (the dispatch,
 * which runs in other domains' functions, writes some of them, and a log item's index keys move with its status).
 * | pattern                                       | index   | key                                          |
 * |-----------------------------------------------|---------|----------------------------------------------|
 * | a caller's latest export of a month           | primary | SMSEXPORT#<userId>#<yyyy-mm> / EXPORT        |
 *
 * One item per caller and month: a new export of the month replaces the last one, once it is no longer running
 * (one conditional put, monthly-exports.repository.ts).
 */

export const createSmsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const monthlyExport = () =>
    new Entity(
      {
        model: { service: 'sms', entity: 'monthlyExport', version: '1' },
        attributes: {
          /** This request's id: the job it starts names it, so a request that replaced it is left alone. */
          id: { type: 'string', required: true },
          /** Who asked; the workbook holds what they may see of the log. */
          requestedBy: { type: 'string', required: true },
          requesterType: { type: SMS_STAFF, required: true },
          monthYear: { type: 'string', required: true },
          /** Its job's progress and the workbook; `rows` counts the messages in it. */
          ...workbookExportAttributes,
          createdOn: { type: 'number', required: true },
          finishedOn: { type: 'number' },
        },
        indexes: {
          byRequester: tableIndex('SMSEXPORT#${requestedBy}#${monthYear}', 'EXPORT'),
        },
      },
      config,
    )

  return lazyEntities({ monthlyExport })
}

export type SmsEntities = ReturnType<typeof createSmsEntities>
export type MonthlyExportItem = EntityItem<SmsEntities['monthlyExport']>
