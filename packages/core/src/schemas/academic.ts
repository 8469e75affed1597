import * as z from 'zod'
import { YesNoSchema } from '../enums'
import type { ErrorDetail } from '../errors'
import { IdSchema, RecordMetaSchema, acceptingReadBack, digitsToNumber, requiredText } from './common'

/**
 * Academic years of a department (a batch from start year to end year) and the student groups inside them.
 */

/**
 * A whole number within a range. The legacy forms send these as numbers or digit strings (they even compare
 * `currentSem` as strings), so digit strings are read as numbers.
 */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  )

/** A calendar year: numeric and at least 4 digits, as the legacy form requires. */
const YearSchema = (label: string) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: `${label} must be a year` })
      .int(`${label} must be a year`)
      .min(1000, `${label} must have at least 4 digits`)
      .max(9999, `${label} must have at most 4 digits`),
  )

/** Whether an academic year counts semesters or years. */
export const AcademicYearTypeSchema = z.enum(['sem', 'year'])
export type AcademicYearType = z.infer<typeof AcademicYearTypeSchema>

/** A session start time as the legacy time picker writes it: `hh:mm AM` or `hh:mm PM`. */
export const SessionClockSchema = z
  .string()
  .trim()
  .regex(/^(0?[1-9]|1[0-2]):[0-5]\d ?(AM|PM)$/, 'Use a time like 09:30 AM')

/** When the forenoon and afternoon sessions start. */
export const SessionTimeSchema = z.object({ fnTime: SessionClockSchema, anTime: SessionClockSchema })
export type SessionTime = z.infer<typeof SessionTimeSchema>

const AcademicYearFieldsSchema = z.object({
  departmentId: IdSchema,
  startYear: YearSchema('Start year'),
  endYear: YearSchema('End year'),
  /** Not sent on create by the legacy client. */
  type: AcademicYearTypeSchema.optional(),
  noOfYears: wholeNumber('Number of years', 1, 5),
  currentYear: wholeNumber('Current year', 1, 5),
  currentSem: wholeNumber('Current semester', 1, 10),
  /** Inactive years drop out of the default lists (`inactive eq NO`); an activate call flips it back. */
  inactive: YesNoSchema,
  sessionTime: SessionTimeSchema.optional(),
  /** The regulation (syllabus) the batch follows; chosen at creation and read-only after it. */
  regulationId: IdSchema.optional(),
})

/**
 * Rules between the fields of a year, for a new year and for a stored year with changes applied. Empty when
 * the year is consistent.
 */
export function academicYearProblems(
  year: Pick<AcademicYearFields, 'startYear' | 'endYear' | 'currentYear' | 'noOfYears'>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  if (year.endYear < year.startYear)
    problems.push({ path: 'endYear', message: 'End year cannot be before start year' })
  if (year.currentYear > year.noOfYears)
    problems.push({ path: 'currentYear', message: 'Current year cannot be beyond the number of years' })
  return problems
}
type AcademicYearFields = z.infer<typeof AcademicYearFieldsSchema>

/** A new year's own fields as the form edits them, defaulting to active. */
export const CreateAcademicYearSchema = AcademicYearFieldsSchema.extend({
  inactive: YesNoSchema.default('NO'),
}).superRefine((year, ctx) => {
  for (const { path, message } of academicYearProblems(year))
    ctx.addIssue({ code: 'custom', path: [path], message })
})
export type CreateAcademicYear = z.infer<typeof CreateAcademicYearSchema>

/** The legacy form sends the chosen regulation record as `reg`; its id is the year's regulation. */
const regulationFromLegacyRecord = (input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || 'regulationId' in input)
    return input
  const reg: unknown = (input as { reg?: unknown }).reg
  return typeof reg === 'object' && reg !== null && 'id' in reg ? { ...input, regulationId: reg.id } : input
}

/**
 * Body of `POST /api/accyear`: a new year with its regulation, given as `regulationId` or (legacy client) as
 * the regulation record `reg`. A duplicate start-end year in the department is answered with HTTP 200 and
 * `status: "Already Exists"`, as the legacy server did.
 */
export const AddAcademicYearSchema = z.preprocess(
  regulationFromLegacyRecord,
  acceptingReadBack(
    CreateAcademicYearSchema.safeExtend({
      regulationId: z
        .string({ error: 'Choose the regulation' })
        .trim()
        .min(1, 'Choose the regulation')
        .max(64, 'Id is too long'),
    }),
    // The legacy form also sends the regulation record, its year and the first listed year's etype.
    ['reg', 'regulation', 'etype'],
  ),
)
export type AddAcademicYear = z.infer<typeof AddAcademicYearSchema>

/**
 * Body of `PUT /api/accyear` (update, deactivate or activate; the id travels in the body). Built from the
 * fields without defaults, so a partial update never resets `inactive`. Cross-field rules and "editing cannot
 * lower currentSem" need the stored record, so the service checks them, not this schema.
 */
export const UpdateAcademicYearSchema = acceptingReadBack(
  AcademicYearFieldsSchema.partial().extend({ id: IdSchema }),
  // The legacy client sends the whole year back, with `inactivedata` on an edit.
  ['createdOn', 'modifiedOn', 'regulation', 'groupList', 'years', 'etype', 'reg', 'inactivedata'],
)
export type UpdateAcademicYear = z.infer<typeof UpdateAcademicYearSchema>

/** A group as an academic year lists it. */
export const GroupSummarySchema = z.object({ id: IdSchema, groupName: z.string(), type: z.string() })

/**
 * A stored academic year as the API shows it: with its regulation's year (`regulation`) and its groups' names
 * (`groupList`: names, which the legacy client prints as they are), both read with it.
 */
export const AcademicYearSchema = RecordMetaSchema.extend(AcademicYearFieldsSchema.shape).extend({
  regulation: z.string().optional(),
  groupList: z.array(z.string()),
})
export type AcademicYear = z.infer<typeof AcademicYearSchema>

/**
 * What `POST /api/accyear` answers, always with HTTP 200 (the legacy client reads `status`): the new year
 * with `status: "Created"`, or `status: "Already Exists"` and the id of the year that holds those years.
 */
export const AddAcademicYearResultSchema = z.union([
  AcademicYearSchema.extend({ status: z.literal('Created') }),
  z.object({ status: z.literal('Already Exists'), message: z.string(), id: IdSchema }),
])

/** Whether a group (or an academic year's listing) is current or past. */
export const GroupTypeSchema = z.enum(['CURRENT', 'OLD'])
export type GroupType = z.infer<typeof GroupTypeSchema>

const GroupFieldsSchema = z.object({
  groupName: requiredText('Group name', 100),
  accYearId: IdSchema,
  type: GroupTypeSchema,
})

/**
 * Body of `POST /api/group`. New groups are CURRENT (the legacy client sends it as `etype`, which parsing
 * drops, so the default applies). A duplicate is answered with `status: "YES"` by the legacy server.
 */
export const CreateGroupSchema = acceptingReadBack(
  GroupFieldsSchema.extend({ type: GroupTypeSchema.default('CURRENT') }),
  ['etype'],
)
export type CreateGroup = z.infer<typeof CreateGroupSchema>

/** Body of `PUT /api/group` (the id travels in the body): a rename, or a move to OLD. Never resets `type`. */
export const UpdateGroupSchema = acceptingReadBack(GroupFieldsSchema.partial().extend({ id: IdSchema }), [
  'createdOn',
  'modifiedOn',
  'departmentId',
  'count',
  'etype',
])
export type UpdateGroup = z.infer<typeof UpdateGroupSchema>

/** A stored group; it carries its year's department, which authorizes changes to it. */
export const GroupSchema = RecordMetaSchema.extend(GroupFieldsSchema.shape).extend({ departmentId: IdSchema })
export type Group = z.infer<typeof GroupSchema>

/**
 * What `POST /api/group` answers, always with HTTP 200 (the legacy client reads `status`): the new group with
 * `status: "NO"` (not a duplicate), or `status: "YES"` when the year already has a group of that name.
 */
export const AddGroupResultSchema = z.union([
  GroupSchema.extend({ status: z.literal('NO') }),
  z.object({ status: z.literal('YES'), message: z.string(), id: IdSchema }),
])
