import * as z from 'zod'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'
import { FileRefSchema } from './user'

/** NAAC accreditation: templates (one per sub-criterion) and the entries departments submit against them. */

/** Which accreditation scheme a template belongs to. */
export const NaacTemplateTypeSchema = z.enum(['GENERAL', 'MEDICAL', 'IQAC'])
export type NaacTemplateType = z.infer<typeof NaacTemplateTypeSchema>

/** The seven NAAC criteria, as the strings `'1'`..`'7'` the legacy data stores. */
export const NaacCriteriaSchema = z.enum(['1', '2', '3', '4', '5', '6', '7'], {
  error: 'Criteria must be 1 to 7',
})
export type NaacCriteria = z.infer<typeof NaacCriteriaSchema>

/** Review state of an entry: WAITING on submission, then APPROVED or UNAPPROVED by an authorizer. */
export const NaacEntryStatusSchema = z.enum(['WAITING', 'APPROVED', 'UNAPPROVED'])
export type NaacEntryStatus = z.infer<typeof NaacEntryStatusSchema>

/** State of a comment thread on an entry; an authorizer closes it. Entries without comments have none. */
export const CommentStatusSchema = z.enum(['OPEN', 'CLOSED'])
export type CommentStatus = z.infer<typeof CommentStatusSchema>

const NaacTemplateFieldsSchema = z.object({
  title: requiredText('Title', 300),
  description: optionalText('Description', 5000),
  /** Free text in the legacy data, sorted numerically ascending. */
  position: optionalText('Position', 20),
  type: NaacTemplateTypeSchema,
  criteria: NaacCriteriaSchema,
  /** Free text such as `1.1.1`; also the name of the sample-template download. */
  subCriteria: requiredText('Sub-criteria', 100),
  /** The uploaded JSON form definition; a template cannot exist without it. */
  jsonFile: z.object(FileRefSchema.shape, {
    error: (issue) => (issue.input === undefined ? 'Please select File' : undefined),
  }),
})

/** Body of `POST /boot/naacTemplate`. */
export const CreateNaacTemplateSchema = NaacTemplateFieldsSchema
export type CreateNaacTemplate = z.infer<typeof CreateNaacTemplateSchema>

/** Body of `PUT /boot/naacTemplate/{id}`: the full template again. */
export const UpdateNaacTemplateSchema = NaacTemplateFieldsSchema
export type UpdateNaacTemplate = z.infer<typeof UpdateNaacTemplateSchema>

/** A stored NAAC template. */
export const NaacTemplateSchema = RecordMetaSchema.extend(NaacTemplateFieldsSchema.shape)
export type NaacTemplate = z.infer<typeof NaacTemplateSchema>

/** An entry's field value: text (dates as `dd/MM/yyyy`) or an uploaded file. */
export const NaacFieldValueSchema = z.union([
  z.string().max(10000, 'A field value is too long'),
  FileRefSchema,
])
export type NaacFieldValue = z.infer<typeof NaacFieldValueSchema>

/** Body of `POST /boot/naac`: a department's entry against a template, keyed by the template's field keys. */
export const CreateNaacEntrySchema = z.object({
  facultyDeptId: IdSchema,
  naacTemplateId: IdSchema,
  fields: z.record(z.string().max(100), NaacFieldValueSchema),
})
export type CreateNaacEntry = z.infer<typeof CreateNaacEntrySchema>

/** A stored NAAC entry. New entries start WAITING. */
export const NaacEntrySchema = RecordMetaSchema.extend(CreateNaacEntrySchema.shape).extend({
  status: NaacEntryStatusSchema,
  commentStatus: CommentStatusSchema.optional(),
  createdBy: IdSchema.optional(),
  modifiedBy: IdSchema.optional(),
})
export type NaacEntry = z.infer<typeof NaacEntrySchema>
