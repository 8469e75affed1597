import { CourseMaterialTypeSchema, IdSchema, NoFileSchema, optionalText, requiredText } from '@campus/core'
import { FileRefSchema } from '@campus/files/rules'
import * as z from 'zod'

/** Request and response shapes of the course material routes (legacy-client.md sections 2.9, 3.5 and 5.5). */

export const TITLE_MAX = 200
export const DESCRIPTION_MAX = 2000
export const LINK_MAX = 2000

export const COURSE_MATERIAL_TYPES = CourseMaterialTypeSchema.options

/** The message of a material with neither a link nor a file. */
export const LINK_OR_FILE = 'Attach a file or give a link'

export const MaterialTypeSchema = z.enum(COURSE_MATERIAL_TYPES, {
  error: `Choose a type: ${COURSE_MATERIAL_TYPES.join(', ')}`,
})

/** A regulation subject's id (`regSubId`), as the subject select's value carries it. */
export const SubjectIdSchema = z
  .string({ error: 'Choose a subject' })
  .trim()
  .min(1, 'Choose a subject')
  .max(64, 'A subject id has at most 64 characters')

/**
 * An external link: http or https only, because it is rendered as an anchor and a `javascript:` URL there
 * would run in the reader's session.
 */
export const LinkSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
  .max(LINK_MAX, `A link has at most ${LINK_MAX} characters`)

const fields = {
  title: requiredText('Title', TITLE_MAX),
  subjectId: SubjectIdSchema,
  courseMaterialType: MaterialTypeSchema,
  description: optionalText('Description', DESCRIPTION_MAX),
}

/**
 * The web app's body of `POST /api/courseMaterial`: the file, if any, is an upload made first
 * (`{ versionId, fileKey }` of `uploadFile('document', file)`). A material needs a link or a file.
 */
export const CreateMaterialSchema = z
  .strictObject({ ...fields, link: LinkSchema.optional(), file: FileRefSchema.optional() })
  .superRefine((body, ctx) => {
    if (!body.link && !body.file) ctx.addIssue({ code: 'custom', path: ['file'], message: LINK_OR_FILE })
  })
export type CreateMaterialBody = z.output<typeof CreateMaterialSchema>

/**
 * The web app's body of `PUT /api/courseMaterial/update/{id}`: the whole material. A missing `description` or
 * `link` removes it; `file` missing keeps the current file, `null` removes it (a link must remain), an upload
 * replaces it.
 */
export const UpdateMaterialSchema = z.strictObject({
  ...fields,
  link: LinkSchema.optional(),
  file: FileRefSchema.nullable().optional(),
})
export type UpdateMaterialBody = z.output<typeof UpdateMaterialSchema>

/**
 * The legacy client's query string: empty values (`description=`) mean "not given", except an empty `link=`,
 * which removes the link on an update (the legacy client sends no link, which keeps it).
 */
const legacyValues = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? Object.fromEntries(
        Object.entries(input).flatMap(([key, value]) =>
          typeof value === 'string' && !value.trim() ? (key === 'link' ? [[key, null]] : []) : [[key, value]],
        ),
      )
    : input

/**
 * The metadata of the legacy multipart calls, in the query string: `title`, `subjectId`, `courseMaterialType`,
 * `description`, `link`, and the session `token`. Any other parameter is refused, so nothing server-owned can
 * be set this way.
 */
export const LegacyMaterialQuerySchema = z.preprocess(
  legacyValues,
  z.strictObject({
    ...fields,
    link: LinkSchema.nullable().optional(),
    token: z.string().optional(),
  }),
)
export type LegacyMaterialQuery = z.output<typeof LegacyMaterialQuerySchema>

/**
 * The multipart body of the legacy calls: the file in the field `file`; on an update the legacy client sends the
 * text `undefined` there when the file did not change.
 */
export const LegacyMaterialFormSchema = z.strictObject({
  file: z
    .union([z.file(), z.literal('undefined')], {
      error: 'Send the file as multipart/form-data in a field named file',
    })
    .optional(),
})
export type LegacyMaterialForm = z.output<typeof LegacyMaterialFormSchema>

/** The legacy query parameters, documented for the routes that read them. */
export const LEGACY_QUERY_PARAMETERS = [
  { name: 'title', description: 'Multipart calls: the title (1 to 200 characters).' },
  { name: 'subjectId', description: 'Multipart calls: the regulation subject (`regSubId`).' },
  { name: 'courseMaterialType', description: `Multipart calls: one of ${COURSE_MATERIAL_TYPES.join(', ')}.` },
  { name: 'description', description: 'Multipart calls: up to 2000 characters; empty removes it.' },
  {
    name: 'link',
    description: 'Multipart calls: an http or https link; empty removes it, absent keeps it on an update.',
  },
]

/** An attached file as the API answers it: the legacy `{ url, fileKey }` and more. */
export const MaterialFileSchema = z.object({
  versionId: z.string(),
  fileKey: z.string(),
  /** The name it was uploaded with. */
  fileName: z.string(),
  /** A download link (Content-Disposition: attachment), valid 10 minutes. */
  url: z.string(),
  /** For a PDF, PNG or JPEG: a link that shows it in place (inline), valid 10 minutes. */
  previewUrl: z.string().optional(),
})

/** A course material as every call answers it. */
export const MaterialSchema = z.object({
  id: IdSchema,
  title: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  courseMaterialType: MaterialTypeSchema,
  description: z.string().optional(),
  link: z.string().optional(),
  file: z.union([MaterialFileSchema, NoFileSchema]).describe('The attached file, `{}` when there is none'),
  createdBy: z.string(),
  createdByStaff: z.string(),
  createdOn: z.number(),
  modifiedOn: z.number(),
})
export type Material = z.infer<typeof MaterialSchema>
