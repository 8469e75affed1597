import { GroupStudentSchema, StudentSearchResultSchema, UserSchema, type User } from '@campus/core'
import * as z from 'zod'
import type { NeedToKnow, PlacedPerson, RelationsOf } from './need-to-know'

/**
 * Personal data on a need-to-know basis (docs/adr/0035, India's DPDP Act 2023): a student's (or an
 * applicant's) record goes whole to those with a reason (need-to-know.ts); everyone else gets its directory
 * fields only. An allow-list, so a field added later stays hidden until someone decides it is not personal.
 */

/** Fields anyone who may look the person up sees: who they are and where they sit, nothing personal. */
export const DIRECTORY_FIELDS = [
  'id',
  'name',
  'registerNo',
  // The sign-in name: the lists filter and sort by it and the college issues it, so it is not withheld.
  'email',
  'usertype',
  'accountStatus',
  'departmentid',
  'departments',
  'departmentName',
  'degreeName',
  'accYearId',
  'accYear',
  'groupId',
  'sem',
  'collegeID',
  'facultyId',
  'facultyDeptId',
  'rollType',
  'roles',
  'createdOn',
  'modifiedOn',
  'createdBy',
] as const satisfies readonly (keyof User)[]

/** What a record shows only to those with a reason: contact, family, address, birth, health, documents. */
export const PERSONAL_FIELDS = [
  'phone',
  'parentPhone',
  'pImage',
  'gender',
  'dateofBirth',
  'bloodGroup',
  'addressline1',
  'addressline2',
  'city',
  'state',
  'pin',
  'attachments',
  'appliedApplication',
  'applicationForm',
] as const

type PersonalField = (typeof PERSONAL_FIELDS)[number]

/** A record as shown: its personal fields may be absent (every other field it may lose is optional already). */
export type ShownRecord<Row> = Omit<Row, PersonalField> &
  Partial<Pick<Row, Extract<keyof Row, PersonalField>>>

/** User types whose records fall under the rule; staff records are the college's own directory. */
const PROTECTED_TYPES: readonly string[] = ['STUDENT', 'APPLICANT']

const allowed = new Set<string>(DIRECTORY_FIELDS)

/** Whether a record is one the rule covers. */
export const isProtected = (record: { usertype?: unknown }) =>
  typeof record.usertype === 'string' && PROTECTED_TYPES.includes(record.usertype)

/** The one redaction: the record whole with a reason (or when the rule does not cover it), else its directory fields. */
export function shownWith<Row extends Record<string, unknown>>(
  record: Row,
  reason: NeedToKnow | undefined,
): ShownRecord<Row> {
  if (reason || !isProtected(record)) return record
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => allowed.has(field)),
  ) as ShownRecord<Row>
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A record's placement, as the relation sources read it. */
export const placementOf = (record: Record<string, unknown>): PlacedPerson => ({
  id: text(record.id) ?? '',
  usertype: text(record.usertype),
  departmentid: Array.isArray(record.departmentid) ? record.departmentid.map(String) : [],
  accYearId: text(record.accYearId),
  groupId: text(record.groupId),
})

/** Each row as the caller may see it: the relation is decided per row, the sources loaded once. */
export const rowsShownTo = <Row extends Record<string, unknown>>(
  relations: RelationsOf,
  rows: readonly Row[],
): Promise<ShownRecord<Row>[]> =>
  Promise.all(
    rows.map(async (row) => shownWith(row, isProtected(row) ? await relations(placementOf(row)) : undefined)),
  )

const WITHHELD =
  "Absent unless the caller has a reason to see a student's or applicant's personal data: the person themself, " +
  'an administrator, the HOD of their department, staff teaching their group, their mentor (docs/adr/0035)'

/** A schema whose personal fields say when they are withheld: what /api/docs shows. */
function documented<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, description: string) {
  const personal: Record<string, z.ZodType> = {}
  for (const field of PERSONAL_FIELDS) {
    const fieldSchema = schema.shape[field] as z.ZodType | undefined
    if (fieldSchema) personal[field] = fieldSchema.optional().describe(WITHHELD)
  }
  return schema.extend(personal).describe(description)
}

/** A user as `GET /api/user/{id}` and the student reads answer it. */
export const UserReadSchema = documented(
  UserSchema,
  `A user. For a student or applicant, ${PERSONAL_FIELDS.join(', ')} are absent unless the caller has a reason to see them; staff records are whole.`,
)

/** One row of the group roster. */
/** A roster student's current mentor (legacy 2.4, 2.8): the Add Student picker locks the students it names. */
export const GroupStudentMentorSchema = z
  .object({
    mentorInfo: z.object({
      id: z.string().describe("The mentor's user id (the staff id of their mentor record)"),
      name: z.string().optional().describe("The mentor's name when they were assigned"),
    }),
  })
  .describe('Present only while the student has a mentor')
export type GroupStudentMentor = z.infer<typeof GroupStudentMentorSchema>

export const GroupStudentReadSchema = documented(
  GroupStudentSchema.extend({ mentor: GroupStudentMentorSchema.optional() }),
  'A student of the group; `phone` only for those with a reason to see it',
)

/** One student of the header search. */
export const StudentSearchReadSchema = documented(
  StudentSearchResultSchema,
  'A student found; `phone` and `parentPhone` only for those with a reason to see them',
)
