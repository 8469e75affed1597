import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { CONTENT_TYPES } from '@campus/files'
import { naacSampleWorkbook } from '@campus/reports'
import * as z from 'zod'
import { fieldsOf } from '../forms'
import type { TemplatesRepository } from '../templates.repository'
import { IMPORT_MAX_ROWS, sampleKey } from './keys'

/** What the `naac-template-sample` job is started with (samples.service.ts): a template's form version. */
export const TemplateSampleInputSchema = z.strictObject({
  templateId: z.string().min(1),
  version: z.number().int().min(1),
})

export type TemplateSampleInput = z.infer<typeof TemplateSampleInputSchema>

/**
 * Builds the sample workbook of a template's form version into the exports bucket, where the export route
 * finds it. A form version never changes, so building one again writes the same workbook; a template or
 * version that is gone is skipped.
 */
export async function runTemplateSample(
  deps: { templates: Pick<TemplatesRepository, 'find' | 'findVersion'>; s3: S3Client; bucket: string },
  input: TemplateSampleInput,
) {
  const { templateId, version } = input
  const template = await deps.templates.find(templateId)
  const form =
    template?.version === version
      ? template
      : template && (await deps.templates.findVersion(templateId, version))
  if (!form) return { templateId, version, skipped: true }
  const body = await naacSampleWorkbook(fieldsOf(form), { rows: IMPORT_MAX_ROWS })
  const key = sampleKey(templateId, version)
  await deps.s3.send(
    new PutObjectCommand({ Bucket: deps.bucket, Key: key, Body: body, ContentType: CONTENT_TYPES.xlsx }),
  )
  return { templateId, version, key, bytes: body.length }
}
