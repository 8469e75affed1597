import { createAuditLog } from '@campus/db'
import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import { createCountsRepository } from '../counts.repository'
import { createNaacEntities } from '../entities'
import { createTemplatesRepository } from '../templates.repository'
import { NaacImportInputSchema, runNaacImport } from './import.job'
import { createImportedEntriesRepository } from './imported-entries.repository'
import { createImportsRepository } from './imports.repository'
import { runTemplateSample, TemplateSampleInputSchema } from './sample.job'

/** The naac table's repositories on the job's clients. */
function onContext(context: JobContext) {
  const table = requireTable(context, 'naac')
  const entities = createNaacEntities(context.client, table)
  return { table, entities, templates: createTemplatesRepository(entities) }
}

/** A template's sample workbook (manifest job `naac-template-sample`). */
export function runTemplateSampleJob(context: JobContext, input: unknown) {
  const { templates } = onContext(context)
  return runTemplateSample(
    { templates, s3: context.s3, bucket: requireBucket(context, 'exports') },
    TemplateSampleInputSchema.parse(input),
  )
}

/** One Excel import (manifest job `naac-import`). */
export function runNaacImportJob(context: JobContext, input: unknown) {
  const { table, entities, templates } = onContext(context)
  return runNaacImport(
    {
      imports: createImportsRepository(entities),
      templates,
      entries: createImportedEntriesRepository(entities),
      counts: createCountsRepository(entities),
      auditLog: createAuditLog(context.client, table),
      s3: context.s3,
      bucket: requireBucket(context, 'exports'),
      now: context.now,
    },
    NaacImportInputSchema.parse(input),
  )
}
