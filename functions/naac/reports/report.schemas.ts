import { acceptingReadBack, IdSchema, NaacCriteriaSchema, NaacTemplateTypeSchema } from '@campus/core'
import * as z from 'zod'

export const TypeQuerySchema = z.object({ type: NaacTemplateTypeSchema, facultyId: IdSchema })
export const FacultyQuerySchema = z.object({ facultyId: IdSchema })
export const FacultyIdsQuerySchema = z.object({
  facultyIds: z.string().max(20_000).optional(),
})
export const TemplateFacultyQuerySchema = z.object({ naacTemplateId: IdSchema, facultyId: IdSchema })
export const TemplateFacultyDeptQuerySchema = z.object({
  naacTemplateId: IdSchema,
  facultyDeptId: IdSchema,
})
export const TemplateQuerySchema = z.object({ templateId: IdSchema })

/** `POST /boot/naacReports/runs`: a faculty's workbooks, or a criterion's with its pre-check, or everything. */
export const BuildRequestSchema = z.strictObject({
  facultyId: IdSchema.optional(),
  type: NaacTemplateTypeSchema.optional(),
  criteria: NaacCriteriaSchema.optional(),
})

/** The legacy path's type code on getReportFilesBycriteria: G or M (the full names too). */
export const TypeCodeSchema = z
  .enum(['G', 'M', 'GENERAL', 'MEDICAL', 'IQAC'], { error: 'Type must be G (GENERAL) or M (MEDICAL)' })
  .transform((code) => (code === 'G' ? 'GENERAL' : code === 'M' ? 'MEDICAL' : code))

export const CriteriaTypeParamSchema = z.object({ criteria: NaacCriteriaSchema, type: TypeCodeSchema })
export const FacultyParamSchema = z.object({ facultyId: IdSchema })

export const MergeBodySchema = z.strictObject({ naacTemplateId: IdSchema, facultyId: IdSchema })
export const DeptMergeBodySchema = z.strictObject({ naacTemplateId: IdSchema, facultyDeptId: IdSchema })

/**
 * The legacy PUT of a merge request: the request as it was read, with `status: 'PROCESSING'`. What it read
 * back is ignored; only the status is taken, and only PROCESSING (a merge is never completed by a caller).
 */
export const QueueMergeSchema = acceptingReadBack(
  z.strictObject({
    status: z.literal('PROCESSING', { error: 'Only status PROCESSING may be set: it asks for a new merge' }),
  }),
  [
    'id',
    'naacTemplateId',
    'facultyId',
    'facultyDeptId',
    'reason',
    'done',
    'total',
    'createdOn',
    'modifiedOn',
    'requestedByName',
    'attachment',
  ],
)

export const EvidenceBodySchema = z.strictObject({ naacTemplateId: IdSchema })
export const LinkParamSchema = z.object({
  linkId: z.string().regex(/^[a-f0-9]{24}$/, 'Not an evidence link'),
})
