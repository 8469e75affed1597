import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import { createSmsCountersRepository } from './counters.repository'
import { createSmsEntities } from './entities'
import { runSmsMonthlyExport, SmsMonthlyExportInputSchema } from './monthly-export.job'
import { createMonthlyExportsRepository } from './monthly-exports.repository'
import { createSmsLogRepository } from './sms-log.repository'

/** One requested month's workbook (manifest job `sms-monthly-export`), on the job's clients. */
export function runMonthlyExportJob(context: JobContext, input: unknown) {
  const table = requireTable(context, 'sms')
  return runSmsMonthlyExport(
    {
      requests: createMonthlyExportsRepository(createSmsEntities(context.client, table)),
      log: createSmsLogRepository(context.client, table),
      counters: createSmsCountersRepository(context.client, table),
      s3: context.s3,
      bucket: requireBucket(context, 'exports'),
      now: context.now,
    },
    SmsMonthlyExportInputSchema.parse(input),
  )
}
