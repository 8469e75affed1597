import * as z from 'zod'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'
import { wholeNumber } from './academic'

/**
 * Regulations (the syllabus a batch follows, named by the year it took effect), the subjects each regulation
 * lists per semester, and subjects taught: a regulation subject offered to an academic year (or one group of
 * it) with the staff who teach it. Field names are the legacy client's, `departmentID` and `regulationID`
 * spellings included.
 */

/** Body of `POST /api/reg/year`. One regulation per year and department. */
export const CreateRegulationSchema = z.object({
  year: requiredText('Regulation year', 20),
  examType: optionalText('Exam type', 50),
  departmentID: IdSchema,
})
export type CreateRegulation = z.infer<typeof CreateRegulationSchema>

/** Body of `PUT /api/reg/year` (the id travels in the body). The department cannot change. */
export const UpdateRegulationSchema = CreateRegulationSchema.partial().extend({ id: IdSchema })
export type UpdateRegulation = z.infer<typeof UpdateRegulationSchema>

/** A stored regulation. */
export const RegulationSchema = RecordMetaSchema.extend(CreateRegulationSchema.shape)
export type Regulation = z.infer<typeof RegulationSchema>

/** Credits of a subject: 0 to 30, halves allowed (a 1.5-credit lab). */
const CreditsSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Credits must be a number' })
    .min(0, 'Credits must be between 0 and 30')
    .max(30, 'Credits must be between 0 and 30')
    .multipleOf(0.5, 'Credits go in steps of 0.5'),
)

/** A subject code as printed on mark sheets: letters, digits, spaces and `-./`. */
const SubjectCodeSchema = requiredText('Subject code', 30).regex(
  /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
  'Subject code may hold letters, digits, spaces and - . /',
)

/** Body of `POST /api/reg/regulation/sub`. Subject codes are unique within a regulation, ignoring case. */
export const CreateRegulationSubjectSchema = z.object({
  regulationID: IdSchema,
  subjectName: requiredText('Subject name', 200),
  subjectCode: SubjectCodeSchema,
  semester: wholeNumber('Semester', 1, 10),
  credits: CreditsSchema,
  /** Theory, Practical, Elective...: free text the college chooses. */
  subjectType: optionalText('Subject type', 50),
})
export type CreateRegulationSubject = z.infer<typeof CreateRegulationSubjectSchema>

/** Body of `PUT /api/reg/regulation/sub` (the id travels in the body). The regulation cannot change. */
export const UpdateRegulationSubjectSchema = CreateRegulationSubjectSchema.partial().extend({ id: IdSchema })
export type UpdateRegulationSubject = z.infer<typeof UpdateRegulationSubjectSchema>

/** A stored regulation subject. */
export const RegulationSubjectSchema = RecordMetaSchema.extend(CreateRegulationSubjectSchema.shape)
export type RegulationSubject = z.infer<typeof RegulationSubjectSchema>

/** The legacy `{ datas: [...] }` wrapper of the regulation lists. */
export const datasOf = <Item extends z.ZodType>(item: Item) => z.object({ datas: z.array(item) })

export const SubjectStatusSchema = z.enum(['ACTIVE', 'INACTIVE'])
export type SubjectStatus = z.infer<typeof SubjectStatusSchema>

/**
 * A staff member teaching a subject. The name is the client's to send: staff live in the identity domain,
 * and subjects keep the name as it was when assigned.
 */
export const StaffRefSchema = z.object({
  staffid: IdSchema,
  staffName: requiredText('Staff name', 200),
})
export type StaffRef = z.infer<typeof StaffRefSchema>

const StaffListSchema = z
  .array(StaffRefSchema)
  .max(20, 'A subject has at most 20 staff')
  .refine(
    (staff) => new Set(staff.map(({ staffid }) => staffid)).size === staff.length,
    'A staff member is listed twice',
  )

/**
 * Body of `POST /api/subject`: offer a regulation subject to an academic year, or to one group of it, and
 * name who teaches it. The semester defaults to the regulation subject's.
 */
export const CreateSubjectSchema = z.object({
  regSubId: IdSchema,
  accYearId: IdSchema,
  groupId: IdSchema.optional(),
  semester: wholeNumber('Semester', 1, 10).optional(),
  stafflist: StaffListSchema.default([]),
  subjectStatus: SubjectStatusSchema.default('ACTIVE'),
})
export type CreateSubject = z.infer<typeof CreateSubjectSchema>

/**
 * Body of `PUT /api/subject` (the id travels in the body): the staff, the status or the semester. What is
 * offered to whom (`regSubId`, `accYearId`, `groupId`) cannot change; offer it anew instead.
 */
export const UpdateSubjectSchema = z.object({
  id: IdSchema,
  regSubId: IdSchema.optional(),
  accYearId: IdSchema.optional(),
  groupId: IdSchema.optional(),
  semester: wholeNumber('Semester', 1, 10).optional(),
  stafflist: StaffListSchema.optional(),
  subjectStatus: SubjectStatusSchema.optional(),
})
export type UpdateSubject = z.infer<typeof UpdateSubjectSchema>

/**
 * A subject taught. Name, code and credits are the regulation subject's and `department` is the department's
 * label (`degreeName - departmentName`), kept in step when those change. `subjectId` repeats `regSubId`: the
 * legacy client sorts and files course materials by it.
 */
export const SubjectSchema = RecordMetaSchema.extend({
  regSubId: IdSchema,
  subjectId: IdSchema,
  regulationId: IdSchema,
  subjectName: z.string(),
  subjectCode: z.string(),
  credits: z.number(),
  semester: z.number(),
  accYearId: IdSchema,
  groupId: IdSchema.optional(),
  departmentId: IdSchema,
  department: z.string(),
  stafflist: z.array(StaffRefSchema),
  subjectStatus: SubjectStatusSchema,
})
export type Subject = z.infer<typeof SubjectSchema>
