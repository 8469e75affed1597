import * as z from 'zod'

/**
 * Every enumeration the spec and the legacy client name, as zod enums so the API, the SPA's forms and the
 * jobs validate against one list. Values are the legacy wire values, spelling included.
 */

/** Who a user is. APPLICANT is an admission registrant (legacy `/api/user/register`). */
export const UserTypeSchema = z.enum(['ADMIN', 'HOD', 'FACULTY', 'STUDENT', 'CUSTOM', 'APPLICANT'])
export type UserType = z.infer<typeof UserTypeSchema>
export const UserType = UserTypeSchema.enum

/** Staff are every user type that works for the college. */
export const STAFF_USER_TYPES = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'] as const satisfies readonly UserType[]

export const AccountStatusSchema = z.enum(['ACTIVE', 'DISABLE'])
export type AccountStatus = z.infer<typeof AccountStatusSchema>

/** Special role types held in user-role records and in the user's `rollType` list. */
export const RoleTypeSchema = z.enum([
  'JOURNALCLUBADMIN',
  'PRESIDENTAWARDUSER',
  'EVENTEDITOR',
  'ACADEMICADMIN',
])
export type RoleType = z.infer<typeof RoleTypeSchema>

/** Roles carried by the current-user record (legacy token roles). */
export const TokenRoleSchema = z.enum(['EVENTADMIN', 'ADMISSIONADMIN'])
export type TokenRole = z.infer<typeof TokenRoleSchema>

/** A custom user's NAAC role within one faculty department. */
export const NaacRoleSchema = z.enum(['AUTHORIZER', 'INPUTTER'])
export type NaacRole = z.infer<typeof NaacRoleSchema>

/** A custom user's NAAC report right within one faculty. */
export const NaacReportRightSchema = z.enum(['AUTHORIZED'])
export type NaacReportRight = z.infer<typeof NaacReportRightSchema>

/** Plain lists as well as schemas, so the browser can offer the choices without loading zod. */
export const GENDERS = ['Male', 'Female', 'Transgender'] as const
export const GenderSchema = z.enum(GENDERS)
export type Gender = z.infer<typeof GenderSchema>

export const BLOOD_GROUPS = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'] as const
export const BloodGroupSchema = z.enum(BLOOD_GROUPS)
export type BloodGroup = z.infer<typeof BloodGroupSchema>

export const YesNoSchema = z.enum(['YES', 'NO'])
export type YesNo = z.infer<typeof YesNoSchema>

/** Student attachments a student or the office may upload (legacy admission `attachments.*`). */
export const StudentAttachmentTypeSchema = z.enum([
  'sslc',
  'hsc',
  'others',
  'community',
  'tc',
  'profilePic',
  'nativeFront',
  'nativeBack',
])
export type StudentAttachmentType = z.infer<typeof StudentAttachmentTypeSchema>

/** Progress of an asynchronous export (Excel reports, merged files): queued work flips to READY or FAILED. */
export const ExportStatusSchema = z.enum(['PROCESSING', 'READY', 'FAILED'])
export type ExportStatus = z.infer<typeof ExportStatusSchema>
