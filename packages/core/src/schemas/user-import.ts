import * as z from 'zod'
import { BloodGroupSchema, GenderSchema } from '../enums'
import { IdSchema, optionalText, requiredText } from './common'
import { DepartmentRefSchema, PhoneSchema, StudentSemesterSchema } from './user'

/**
 * `POST /api/user/import`: the spreadsheet import of students and staff. The browser reads the workbook, maps
 * names to ids and sends rows in chunks; the server checks each row on its own with the row schemas below, so
 * one bad row never refuses the others, and answers per row. The SPA checks rows with the same schemas first.
 */

/** Rows one request may carry; the browser sends a larger file in chunks of this size. */
export const MAX_IMPORT_ROWS = 250

export const ImportKindSchema = z.enum(['STUDENT', 'STAFF'])
export type ImportKind = z.infer<typeof ImportKindSchema>

/** The spreadsheet row a request row came from, echoed back so the browser can mark it in its error file. */
export const ImportRowNumberSchema = z
  .number({ error: 'row must be the spreadsheet row number' })
  .int('row must be a whole number')
  .min(1, 'row must be 1 or more')

const requiredEmail = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'))

/** One of a fixed list, naming the list when the value is not on it. */
const choice = <const Values extends Readonly<Record<string, string>>>(label: string, values: Values) =>
  z.enum(values, { error: `${label} must be one of ${Object.values(values).join(', ')}` })

const departmentIds = (max: number, required: boolean) =>
  z
    .array(IdSchema, {
      error: (issue) =>
        issue.input === undefined && required
          ? 'Department is required (departmentid)'
          : 'departmentid must be a list of department ids',
    })
    .min(required ? 1 : 0, 'Department is required (departmentid)')
    .max(max, max === 1 ? 'A student belongs to one department' : `At most ${max} departments`)

/** Fields both kinds of row may carry; absent means "leave as it is" on an update. */
const sharedFields = {
  row: ImportRowNumberSchema,
  name: requiredText('Name', 200),
  email: requiredEmail,
  phone: PhoneSchema.optional(),
  gender: choice('Gender', GenderSchema.enum).optional(),
  departments: z
    .array(DepartmentRefSchema, { error: 'departments must be a list of { id, degreeName, departmentName }' })
    .max(50, 'At most 50 departments')
    .optional(),
  degreeName: optionalText('Degree name', 200),
  departmentName: optionalText('Department name', 200),
  addressline1: optionalText('Address line 1', 300),
  addressline2: optionalText('Address line 2', 300),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  pin: optionalText('PIN', 10),
}

/** `departments`, when given, describes exactly the departments in `departmentid`. */
function departmentsMatch(
  row: { departmentid?: readonly string[] | undefined; departments?: readonly { id: string }[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!row.departments) return
  const ids = new Set(row.departmentid ?? [])
  if (row.departments.length !== ids.size || row.departments.some((department) => !ids.has(department.id)))
    ctx.addIssue({
      code: 'custom',
      path: ['departments'],
      message: 'departments must describe the same departments as departmentid',
    })
}

/** A student row, keyed on the register number. */
export const StudentImportRowSchema = z
  .object({
    ...sharedFields,
    registerNo: requiredText('Register number', 50),
    parentPhone: PhoneSchema.optional(),
    dateofBirth: optionalText('Date of birth', 40),
    bloodGroup: choice('Blood group', BloodGroupSchema.enum).optional(),
    departmentid: departmentIds(1, true),
    accYearId: IdSchema.optional(),
    /** The academic year's label, e.g. "2023 - 2027". */
    accYear: optionalText('Academic year', 40),
    groupId: IdSchema.optional(),
    sem: StudentSemesterSchema.optional(),
  })
  .superRefine(departmentsMatch)
export type StudentImportRow = z.infer<typeof StudentImportRowSchema>

/** A staff row, keyed on email. New staff are FACULTY; an update keeps the user type (an HOD stays HOD). */
export const StaffImportRowSchema = z
  .object({
    ...sharedFields,
    specialization: optionalText('Specialization', 200),
    staffTypeId: IdSchema.optional(),
    facultyDeptId: IdSchema.optional(),
    facultyId: IdSchema.optional(),
    departmentid: departmentIds(50, false).optional(),
  })
  .superRefine(departmentsMatch)
export type StaffImportRow = z.infer<typeof StaffImportRowSchema>

const isRowObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  ImportRowNumberSchema.safeParse((value as { row?: unknown }).row).success

/**
 * The rows of one request: each a valid row or, failing that, any object with a row number. The server checks
 * each row on its own with the row schema, so one bad row never refuses the others; the union keeps the row
 * schema as the type callers see and as the documentation shows.
 */
const importRows = <Row extends z.ZodType>(row: Row) =>
  z
    .array(
      z.union([row, z.custom<z.input<Row>>(isRowObject)], {
        error: 'Each row must be an object with its spreadsheet row number in "row"',
      }),
      { error: 'rows must be a list of rows' },
    )
    .min(1, 'Send at least one row')
    .max(
      MAX_IMPORT_ROWS,
      `Send at most ${MAX_IMPORT_ROWS} rows in one request; split the file into chunks of ${MAX_IMPORT_ROWS}`,
    )

/** Body of `POST /api/user/import`. */
export const UserImportSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('STUDENT'), rows: importRows(StudentImportRowSchema) }),
    z.object({ kind: z.literal('STAFF'), rows: importRows(StaffImportRowSchema) }),
  ],
  { error: 'kind must be STUDENT or STAFF' },
)
export type UserImport = z.infer<typeof UserImportSchema>

/** One problem with a row; `field` names the row field (`email`, `departments.0.id`) when there is one. */
export const ImportIssueSchema = z.object({ field: z.string().optional(), message: z.string() })
export type ImportIssue = z.infer<typeof ImportIssueSchema>

/** A row that wrote nothing, with its key (register number or email) when it had a readable one. */
export const RejectedImportRowSchema = z.object({
  row: z.number(),
  key: z.string().optional(),
  errors: z.array(ImportIssueSchema),
})
export type RejectedImportRow = z.infer<typeof RejectedImportRowSchema>

/**
 * The answer for one request. `updated` counts rows whose key matched an existing user, also when nothing in
 * the row differed; every row is created, updated or rejected.
 */
export const UserImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  rejected: z.array(RejectedImportRowSchema),
})
export type UserImportResult = z.infer<typeof UserImportResultSchema>

/** A zod failure as row issues: one per problem, each with the field it is about. */
export const importIssuesOf = (error: { issues: readonly z.core.$ZodIssue[] }): ImportIssue[] =>
  error.issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    return field ? { field, message: issue.message } : { message: issue.message }
  })
