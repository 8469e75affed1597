import * as z from 'zod'
import { StudentAttachmentTypeSchema } from '../enums'
import { ProfileSectionNameSchema } from './profile'
import { NaacReportGrantSchema, NaacRoleGrantSchema } from './user'

/**
 * `GET /api/user/home`: the home page's figures for the caller's role. Every role gets its name and a list of
 * labelled figures; each role adds the lists its home page shows.
 */

/** One labelled figure: a head count, or a fact such as a register number (`null` when not recorded). */
export const HomeFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
})
export type HomeFigure = z.infer<typeof HomeFigureSchema>

/** Head counts of one department: active people by type, disabled accounts, active students per year. */
export const DepartmentFiguresSchema = z.object({
  id: z.string(),
  /** The department's name as its people's records give it; the id when none does. */
  name: z.string(),
  students: z.number().int(),
  faculty: z.number().int(),
  /** Active administrators, HODs, faculty and custom-role staff. */
  staff: z.number().int(),
  /** Disabled accounts of any type. */
  disabled: z.number().int(),
  years: z.array(z.object({ id: z.string(), label: z.string(), students: z.number().int() })),
})
export type DepartmentFigures = z.infer<typeof DepartmentFiguresSchema>

const home = { name: z.string(), figures: z.array(HomeFigureSchema) }
const departments = z.array(DepartmentFiguresSchema)

export const HomeFiguresSchema = z.discriminatedUnion('userType', [
  /** The college: head counts by type and every department with people. */
  z.object({ userType: z.literal('ADMIN'), ...home, departments }),
  /** The departments the HOD heads. */
  z.object({ userType: z.literal('HOD'), ...home, departments }),
  /** The faculty member's departments, and which profile sections they have filled. */
  z.object({
    userType: z.literal('FACULTY'),
    ...home,
    departments,
    profileSections: z.array(
      z.object({ section: ProfileSectionNameSchema, label: z.string(), filled: z.boolean() }),
    ),
  }),
  /** Which of the student's documents are recorded (the figures carry register number, year, ...). */
  z.object({
    userType: z.literal('STUDENT'),
    ...home,
    documents: z.array(
      z.object({ type: StudentAttachmentTypeSchema, label: z.string(), recorded: z.boolean() }),
    ),
  }),
  /** NAAC roles per faculty department and report rights per faculty. */
  z.object({
    userType: z.literal('CUSTOM'),
    ...home,
    naacRoles: z.array(NaacRoleGrantSchema),
    naacReports: z.array(NaacReportGrantSchema),
  }),
  /** The applications the applicant applied to. */
  z.object({
    userType: z.literal('APPLICANT'),
    ...home,
    applications: z.array(
      z.object({
        applicationId: z.string(),
        applicationName: z.string().optional(),
        appliedOn: z.number(),
      }),
    ),
  }),
])
export type HomeFigures = z.infer<typeof HomeFiguresSchema>
