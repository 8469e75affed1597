import * as z from 'zod'
import { acceptingReadBack, EpochMsSchema, IdSchema, optionalText, requiredText } from './common'
import type { NaacFieldType } from './naac-form'

/**
 * NAAC accreditation: templates (one per sub-criterion), the entries faculty departments submit against them,
 * comment threads and not-applicable marks (legacy-client.md 2.5, 2.6, 5.2). Request schemas are strict; what
 * the legacy client sends back whole (a template, an entry, a thread) accepts the keys it was answered with.
 */

/** Which accreditation scheme a template belongs to. */
export const NaacTemplateTypeSchema = z.enum(['GENERAL', 'MEDICAL', 'IQAC'], {
  error: 'Type must be GENERAL, MEDICAL or IQAC',
})
export type NaacTemplateType = z.infer<typeof NaacTemplateTypeSchema>

/** The seven NAAC criteria, as the strings `'1'`..`'7'` the legacy data stores. */
export const NaacCriteriaSchema = z.enum(['1', '2', '3', '4', '5', '6', '7'], {
  error: 'Criteria must be 1 to 7',
})
export type NaacCriteria = z.infer<typeof NaacCriteriaSchema>

/** Review state of an entry: WAITING on submission, then APPROVED or UNAPPROVED by an authorizer. */
export const NaacEntryStatusSchema = z.enum(['WAITING', 'APPROVED', 'UNAPPROVED'], {
  error: 'Status must be WAITING, APPROVED or UNAPPROVED',
})
export type NaacEntryStatus = z.infer<typeof NaacEntryStatusSchema>

/** State of a comment thread on an entry; an authorizer closes it. Entries without comments have none. */
export const CommentStatusSchema = z.enum(['OPEN', 'CLOSED'], { error: 'Status must be OPEN or CLOSED' })
export type CommentStatus = z.infer<typeof CommentStatusSchema>

const ref = {
  versionId: z.string().trim().min(1, 'versionId is required').max(1024),
  fileKey: z.string().trim().min(1, 'fileKey is required').max(1024),
}

/** An uploaded file as a record takes it: `{ versionId, fileKey }`. */
export const NaacFileRefSchema = z.strictObject(ref)

/**
 * A file as the legacy client sends one back: the reference, and the `url` (and name) it was answered with,
 * which are dropped. A template read back may lack `versionId`; its `fileKey` then names the kept file.
 */
const FileReadBackSchema = z
  .strictObject({
    versionId: ref.versionId.optional(),
    fileKey: ref.fileKey,
    url: z.string().max(4096).optional(),
    fileName: z.string().max(300).optional(),
  })
  .transform(({ versionId, fileKey }) => ({ fileKey, ...(versionId ? { versionId } : {}) }))

const templateFields = {
  title: requiredText('Title', 300),
  description: optionalText('Description', 5000),
  /** Free text in the legacy data, sorted numerically ascending. */
  position: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(20, 'Position must be at most 20 characters'))
    .optional(),
  type: NaacTemplateTypeSchema,
  criteria: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), NaacCriteriaSchema),
  /** Free text such as `1.1.1`; also the name of the sample-template download. */
  subCriteria: requiredText('Sub criteria', 100).refine((value) => !/[\\/]/.test(value), {
    message: 'Sub criteria cannot hold / or \\',
  }),
}

const missingFile = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Please select File' : undefined

/** Body of `POST /boot/naacTemplate`: the JSON form file is uploaded first (purpose `naac-template`). */
export const CreateNaacTemplateSchema = z.strictObject({
  ...templateFields,
  jsonFile: z.strictObject(ref, { error: missingFile }),
})
export type CreateNaacTemplate = z.infer<typeof CreateNaacTemplateSchema>

/** What a template is answered with; sent back on update, its server-owned keys are ignored. */
export const NAAC_TEMPLATE_READ_BACK = [
  'id',
  'version',
  'createdBy',
  'createdOn',
  'modifiedBy',
  'note',
  'notApplicable',
] as const

/** Body of `PUT /boot/naacTemplate/{id}`: the whole template; the same `jsonFile` keeps the form. */
export const UpdateNaacTemplateSchema = acceptingReadBack(
  z.object({
    ...templateFields,
    jsonFile: z.unknown().pipe(FileReadBackSchema),
    /** When it was read: sent back, a save over someone else's change is refused. */
    modifiedOn: EpochMsSchema.optional(),
  }),
  NAAC_TEMPLATE_READ_BACK,
)
export type UpdateNaacTemplate = z.output<typeof UpdateNaacTemplateSchema>

/**
 * Templates in `position` order: free text read as a number (legacy-client.md 5.2), "2" before "10";
 * positions that are not numbers follow in text order, then those without one; ties by title.
 */
export function byPosition<Row extends { position?: string | undefined; title: string }>(a: Row, b: Row) {
  const [left, right] = [Number.parseFloat(a.position ?? ''), Number.parseFloat(b.position ?? '')]
  const [leftNumber, rightNumber] = [Number.isFinite(left), Number.isFinite(right)]
  if (leftNumber && rightNumber && left !== right) return left - right
  if (leftNumber !== rightNumber) return leftNumber ? -1 : 1
  return (a.position ?? '\uffff').localeCompare(b.position ?? '\uffff') || a.title.localeCompare(b.title)
}

/** A template as the API answers it. */
export interface NaacTemplateView {
  id: string
  title: string
  description?: string
  position?: string
  type: NaacTemplateType
  criteria: NaacCriteria
  subCriteria: string
  jsonFile: { versionId: string; fileKey: string; url: string }
  version: number
  createdOn: number
  modifiedOn: number
}

/** A template of a criterion as the home screen lists it. */
export interface NaacTemplateSummary {
  id: string
  title: string
  note?: string
  description?: string
  position?: string
  subCriteria: string
  type: NaacTemplateType
  /** The faculty department marked it not applicable. */
  notApplicable: boolean
}

/** A field of `getForm`, in the legacy descriptor shape (`required` as text). */
export interface NaacFormFieldView {
  label: string
  type: NaacFieldType
  required: 'true' | 'false'
  options: string[]
  regex: string
  helptext: string
  value?: string
}

/** `GET /boot/naac/getForm/{templateId}`: fields in form order, then `jsonVersion`. */
export interface NaacFormView {
  title: string
  description?: string
  subCriteria: string
  version: number
  fields: Record<string, NaacFormFieldView>
}

/** `GET /boot/naacTemplate/getNaacCounts`. */
export interface NaacCounts {
  submitted: number
  waiting: number
  approved: number
  unApproved: number
  commentCount: number
}

/** An entry field's value: text (dates `dd/MM/yyyy`), a file, or nothing (an emptied optional field). */
const FieldValueSchema = z.union([
  z.string().max(10_000, 'A field value is at most 10000 characters'),
  z.number().transform(String),
  z.null(),
  z.unknown().pipe(FileReadBackSchema),
])

const EntryFieldsSchema = z
  .record(z.string().max(100, 'A field key is at most 100 characters'), FieldValueSchema)
  .refine((fields) => Object.keys(fields).length <= 201, 'Too many fields')

/** Body of `POST /boot/naac`. The status is the server's (WAITING); the legacy client's `WAITING` is taken. */
export const CreateNaacEntrySchema = z.strictObject({
  facultyDeptId: IdSchema,
  naacTemplateId: IdSchema,
  status: z.literal('WAITING', { error: 'A new entry is WAITING' }).optional(),
  fields: EntryFieldsSchema,
})
export type CreateNaacEntry = z.output<typeof CreateNaacEntrySchema>

/** What an entry is answered with; sent back whole on update, these keys are ignored. */
export const NAAC_ENTRY_READ_BACK = [
  'id',
  'naacTemplateId',
  'facultyDeptId',
  'title',
  'description',
  'subCriteria',
  'commentStatus',
  'createdBy',
  'createdByName',
  'createdOn',
  'modifiedBy',
  'modifiedByName',
  'version',
  'fieldValues',
  'importId',
] as const

/** Body of `PUT /boot/naac/{id}`: the whole entry with changed `fields` and/or `status`. */
export const UpdateNaacEntrySchema = acceptingReadBack(
  z.object({
    fields: EntryFieldsSchema.optional(),
    status: NaacEntryStatusSchema.optional(),
    /** When it was read: sent back, a save over someone else's change is refused. */
    modifiedOn: EpochMsSchema.optional(),
  }),
  NAAC_ENTRY_READ_BACK,
)
export type UpdateNaacEntry = z.output<typeof UpdateNaacEntrySchema>

/** Most entries one bulk approval or deletion takes. */
export const NAAC_BULK_MAX = 500

/** Body of `PUT /boot/naac/approvalUpdate` and `PUT /boot/naac/deleteNaacs`: entry ids. */
export const NaacIdListSchema = z
  .array(IdSchema, { error: 'Send a list of entry ids' })
  .min(1, 'Choose at least one entry')
  .max(NAAC_BULK_MAX, `At most ${NAAC_BULK_MAX} entries at once`)
  .transform((ids) => [...new Set(ids)])

/** An entry field as the labelled reads answer it. */
export interface NaacFieldValueView {
  label: string
  type: NaacFieldType
  value: string | { versionId: string; fileKey: string } | null
  required: 'true' | 'false'
  regex: string
  url?: string
  fileKey?: string
  versionId?: string
  options?: { myArrayList: string[] }
}

/** An entry as `getNaacWithLabel` and `getNaacByIdWithLabel` answer it. */
export interface NaacEntryView {
  id: string
  naacTemplateId: string
  facultyDeptId: string
  title: string
  description?: string
  status: NaacEntryStatus
  commentStatus?: CommentStatus
  version: number
  fields: Record<string, string | { versionId: string; fileKey: string }>
  fieldValues: Record<string, NaacFieldValueView>
  createdBy: string
  createdByName: string
  createdOn: number
  modifiedBy?: string
  modifiedByName?: string
  modifiedOn: number
}

/** One comment of a thread as it is sent: the text; who and when are the server's. */
const CommentSchema = z.strictObject({
  comment: requiredText('Comment', 2000),
  userId: z.string().max(64).optional(),
  userName: z.string().max(300).optional(),
  date: z.union([z.number(), z.string().max(20)]).optional(),
})

/** Body of `POST /boot/comment`: a thread for an entry with its first comments. */
export const CreateCommentThreadSchema = z.strictObject({
  referenceId: IdSchema,
  status: z.literal('OPEN', { error: 'A new thread is OPEN' }).optional(),
  comments: z.array(CommentSchema).min(1, 'Type a message').max(200),
})
export type CreateCommentThread = z.output<typeof CreateCommentThreadSchema>

/** Body of `PUT /boot/comment/{id}`: the thread with comments appended, and/or its status. */
export const UpdateCommentThreadSchema = acceptingReadBack(
  z.object({
    status: CommentStatusSchema.optional(),
    comments: z.array(CommentSchema).max(5000).optional(),
  }),
  ['id', 'referenceId', 'createdOn', 'modifiedOn'],
)
export type UpdateCommentThread = z.output<typeof UpdateCommentThreadSchema>

/** A comment thread as answered. */
export interface CommentThreadView {
  id: string
  referenceId: string
  status: CommentStatus
  comments: { comment: string; userId: string; userName: string; date: number }[]
}

/** Body of `POST /boot/naacApplicableDepts` and `PUT /boot/naacApplicableDepts/{id}`. */
export const NotApplicableSchema = acceptingReadBack(
  z.object({
    /** The faculty department (the legacy field name). */
    departmentId: IdSchema,
    templateIds: z
      .array(IdSchema)
      .max(1000, 'At most 1000 templates')
      .transform((ids) => [...new Set(ids)]),
  }),
  ['id', 'modifiedOn'],
)
export type NotApplicableBody = z.output<typeof NotApplicableSchema>

/** A not-applicable record as answered. */
export interface NotApplicableView {
  id: string
  departmentId: string
  templateIds: string[]
}

/** One change on an entry's timeline (`GET /boot/naac/{id}/history`). */
export interface NaacHistoryEvent {
  action: string
  actorId: string
  actorName: string
  actorType: string
  at: number
  changes: { field: string; label: string; before?: string; after?: string }[]
}

/** An Excel import as `GET /boot/naac/imports/{id}` answers it. */
export interface NaacImportView {
  id: string
  naacTemplateId: string
  facultyDeptId: string
  fileName: string
  status: 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED'
  total: number
  done: number
  rejected: number
  firstError?: string
  errorWorkbookUrl?: string
  createdOn: number
  modifiedOn: number
}
