import * as z from 'zod'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'
import { FileRefSchema } from './user'

/** Course materials: files staff attach to a subject for its students. */

/** The kinds of course material a staff member can upload (legacy wire values). */
export const CourseMaterialTypeSchema = z.enum([
  'ImportantQuestions',
  'QuestionBank',
  'Syllabus',
  'References',
  'Notes',
  'Other',
])
export type CourseMaterialType = z.infer<typeof CourseMaterialTypeSchema>

/**
 * Metadata travels as query parameters, where an empty value (`description=`) means "not given". Dropping
 * such keys before parsing leaves them absent rather than present-but-undefined, and a blank required one
 * then reads as missing.
 */
const withoutBlankValues = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? Object.fromEntries(
        Object.entries(input).filter(([, value]) => !(typeof value === 'string' && !value.trim())),
      )
    : input

/**
 * An external link. Only http and https are accepted because the link is rendered as an anchor, and a
 * `javascript:` URL there would run in the viewer's session.
 */
const LinkSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
  .max(2000)

const CourseMaterialFieldsSchema = z.object({
  title: requiredText('Title', 200),
  subjectId: IdSchema,
  courseMaterialType: CourseMaterialTypeSchema,
  description: optionalText('Description', 2000),
  link: LinkSchema.optional(),
})

/**
 * Metadata of `POST /api/courseMaterial`, read from the query string (`title`, `subjectId`,
 * `courseMaterialType`, `description`, `link`). Title, subject and type are required; the required file
 * arrives as multipart `file` and is checked by the handler, since it is not part of this object.
 */
export const CreateCourseMaterialSchema = z.preprocess(withoutBlankValues, CourseMaterialFieldsSchema)
export type CreateCourseMaterial = z.infer<typeof CreateCourseMaterialSchema>

/**
 * Metadata of `PUT /api/courseMaterial/update/{id}`: the same parameters; the file part is optional there.
 */
export const UpdateCourseMaterialSchema = CreateCourseMaterialSchema
export type UpdateCourseMaterial = z.infer<typeof UpdateCourseMaterialSchema>

/** A stored course material. */
export const CourseMaterialSchema = RecordMetaSchema.extend(CourseMaterialFieldsSchema.shape).extend({
  file: FileRefSchema,
  /** Joined in for lists, which the client groups by subject name. */
  subjectName: z.string().optional(),
  /** The staff member who uploaded it. */
  createdByStaff: z.string().optional(),
})
export type CourseMaterial = z.infer<typeof CourseMaterialSchema>
