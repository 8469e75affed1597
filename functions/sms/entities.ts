import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
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

const none = { casing: 'none' } as const

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
          status: { type: ['PROCESSING', 'READY', 'FAILED'] as const, required: true },
          /** 0 to 100; 100 only once READY. */
          progress: { type: 'number', required: true },
          fileName: { type: 'string', required: true },
          /** Where the workbook is in the exports bucket, once written. */
          objectKey: { type: 'string' },
          /** Messages in the workbook, once written. */
          rows: { type: 'number' },
          /** Why it failed, as the page shows it. */
          error: { type: 'string' },
          createdOn: { type: 'number', required: true },
          finishedOn: { type: 'number' },
        },
        indexes: {
          byRequester: {
            pk: {
              field: 'pk',
              composite: ['requestedBy', 'monthYear'],
              template: 'SMSEXPORT#${requestedBy}#${monthYear}',
              ...none,
            },
            sk: { field: 'sk', composite: [], template: 'EXPORT', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({ monthlyExport })
}

export type SmsEntities = ReturnType<typeof createSmsEntities>
export type MonthlyExportItem = EntityItem<SmsEntities['monthlyExport']>
