import * as z from 'zod'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../common-passwords'
import {
  AccountStatusSchema,
  BloodGroupSchema,
  GenderSchema,
  NaacReportRightSchema,
  NaacRoleSchema,
  RoleTypeSchema,
  StudentAttachmentTypeSchema,
  TokenRoleSchema,
  UserTypeSchema,
} from '../enums'

/** A stored file as the legacy client sends it; `url` is added when read back. */
export const FileRefSchema = z.object({
  versionId: z.string().max(1024).optional(),
  fileKey: z.string().min(1).max(1024),
  url: z.string().optional(),
})
export type FileRef = z.infer<typeof FileRefSchema>

export const NaacRoleGrantSchema = z.object({ facultyDeptId: z.string().min(1), role: NaacRoleSchema })
export const NaacReportGrantSchema = z.object({ facultyId: z.string().min(1), rights: NaacReportRightSchema })

/** A custom user's configurable role: NAAC roles per faculty department, report rights per faculty. */
export const CustomRoleSchema = z.object({
  naacRole: z.array(NaacRoleGrantSchema).max(200).default([]),
  naacReport: z.array(NaacReportGrantSchema).max(200).default([]),
  modules: z.array(z.string().max(100)).max(100).default([]),
})
export type CustomRole = z.infer<typeof CustomRoleSchema>

export const DepartmentRefSchema = z.object({
  id: z.string().min(1),
  degreeName: z.string().max(200).default(''),
  departmentName: z.string().max(200).default(''),
})
export type DepartmentRef = z.infer<typeof DepartmentRefSchema>

const SEMESTER_MESSAGE = 'Semester must be a whole number from 1 to 10'

/** A student's semester as a move or an import sets it: a whole number from 1 to 10, one message for any mistake. */
export const StudentSemesterSchema = z
  .number({ error: SEMESTER_MESSAGE })
  .int(SEMESTER_MESSAGE)
  .min(1, SEMESTER_MESSAGE)
  .max(10, SEMESTER_MESSAGE)

const trimmed = (max: number) => z.string().trim().max(max)
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }))
/** Indian mobile numbers, with or without +91; stored as given after trimming. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^(\+?\d{1,3}[- ]?)?\d{10}$/, 'Enter a 10-digit phone number')

/**
 * Password rules for new passwords (the legacy minimum of 6, raised to 8 with a letter and a digit), and not
 * one of the most common passwords (common-passwords.ts).
 */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters')
  .regex(/[A-Za-z]/, 'Include a letter')
  .regex(/\d/, 'Include a digit')
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE)

/**
 * Fields any user record may carry, without defaults: zod applies `.default()` even inside `.partial()`, so
 * defaults here would reset roles and re-enable accounts on every partial update. Create adds them.
 */
const UserFieldsSchema = z.object({
  name: trimmed(200).min(1, 'Name is required'),
  email,
  phone: PhoneSchema.optional(),
  parentPhone: PhoneSchema.optional(),
  pImage: FileRefSchema.optional(),
  registerNo: trimmed(50).min(1).optional(),
  usertype: UserTypeSchema,
  accountStatus: AccountStatusSchema,
  specialization: trimmed(200).optional(),
  staffTypeId: trimmed(64).optional(),
  facultyDeptId: trimmed(64).optional(),
  facultyId: trimmed(64).optional(),
  departmentid: z.array(z.string().min(1).max(64)).max(50),
  /** The departments an HOD heads (a subset of `departmentid`); set by the administrator. */
  headedDepartmentIds: z.array(z.string().min(1).max(64)).max(50).optional(),
  departments: z.array(DepartmentRefSchema).max(50),
  departmentName: trimmed(200).optional(),
  degreeName: trimmed(200).optional(),
  rollType: z.array(RoleTypeSchema).max(10),
  roles: z.array(TokenRoleSchema).max(10),
  customRole: CustomRoleSchema.optional(),
  bloodGroup: BloodGroupSchema.optional(),
  gender: GenderSchema.optional(),
  dateofBirth: trimmed(40).optional(),
  accYearId: trimmed(64).optional(),
  accYear: trimmed(40).optional(),
  groupId: trimmed(64).optional(),
  sem: z.coerce.number().int().min(1).max(10).optional(),
  collegeID: trimmed(64).optional(),
  addressline1: trimmed(300).optional(),
  addressline2: trimmed(300).optional(),
  city: trimmed(100).optional(),
  state: trimmed(100).optional(),
  pin: trimmed(10).optional(),
})

/** Body of `POST /api/user`: an administrator creates a user. */
export const CreateUserSchema = UserFieldsSchema.extend({
  accountStatus: AccountStatusSchema.default('ACTIVE'),
  departmentid: UserFieldsSchema.shape.departmentid.default([]),
  departments: UserFieldsSchema.shape.departments.default([]),
  rollType: UserFieldsSchema.shape.rollType.default([]),
  roles: UserFieldsSchema.shape.roles.default([]),
  password: NewPasswordSchema.optional(),
}).superRefine((user, ctx) => {
  if (user.usertype === 'STUDENT' && !user.registerNo)
    ctx.addIssue({ code: 'custom', path: ['registerNo'], message: 'A student needs a register number' })
  if (user.usertype !== 'CUSTOM' && user.customRole)
    ctx.addIssue({ code: 'custom', path: ['customRole'], message: 'Only CUSTOM users carry a custom role' })
})
export type CreateUser = z.infer<typeof CreateUserSchema>

/**
 * Keys the API returns with a user that the legacy client sends back unchanged in a whole-record update: they
 * are the server's to set, so an update accepts and ignores them. Anything else unknown (a password hash, a
 * lock, a version) is refused.
 */
export const USER_READ_BACK_FIELDS = [
  'id',
  'email',
  'registerNo',
  'createdOn',
  'modifiedOn',
  'createdBy',
  'attachments',
  'appliedApplication',
  'applicationForm',
] as const

/**
 * Body of `PUT /api/user/{id}` and `POST /api/user/update/{id}`: only the fields that change count. Unknown keys
 * are refused; the read-back keys are accepted and ignored. Changing one's own phone needs `currentPassword`.
 */
export const UpdateUserSchema = UserFieldsSchema.omit({ email: true, registerNo: true })
  .partial()
  .extend({
    ...Object.fromEntries(USER_READ_BACK_FIELDS.map((field) => [field, z.unknown().optional()])),
    currentPassword: z.string().max(128).optional(),
  })
  .strict()
export type UpdateUser = z.infer<typeof UpdateUserSchema>

/** What the API returns for a user: never the password hash or sign-in counters. */
export const UserSchema = UserFieldsSchema.extend({
  id: z.string(),
  attachments: z.partialRecord(StudentAttachmentTypeSchema, FileRefSchema).optional(),
  appliedApplication: z
    .array(
      z.object({ applicationId: z.string(), applicationName: z.string().optional(), appliedOn: z.number() }),
    )
    .optional(),
  createdOn: z.number(),
  modifiedOn: z.number(),
  createdBy: z.string().optional(),
})
export type User = z.infer<typeof UserSchema>

/** `GET /api/token/{token}`: the legacy `currentUser` object. */
export const CurrentUserSchema = z.object({
  userType: UserTypeSchema,
  userId: z.string(),
  roles: z.array(z.string()),
  email: z.string(),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>

export const LoginSchema = z.object({
  /** An email address, or a student's register number. */
  email: z.string().trim().min(1, 'Enter your email or register number').max(200),
  password: z.string().min(1, 'Enter your password').max(128),
})
export type Login = z.infer<typeof LoginSchema>

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: NewPasswordSchema,
})
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** Changing one's own email (where the reset code may go) needs the current password; a manager's change does not. */
export const ChangeEmailSchema = z.object({ email, currentPassword: z.string().max(128).optional() })

export const SendOtpSchema = z.object({
  /** The account's email or register number; the code goes to the phone on record. */
  email: z.string().trim().min(1).max(200),
})

export const ResetPasswordSchema = z.object({
  email: z.string().trim().min(1).max(200),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  newPassword: NewPasswordSchema,
})

/**
 * `POST /api/user/student/attachment/{id}`: records a file the files domain stored (its generated key) as one of
 * a student's documents; `file: null` removes it.
 */
export const StudentAttachmentSchema = z.object({
  type: StudentAttachmentTypeSchema,
  file: FileRefSchema.extend({
    fileKey: z
      .string()
      .min(1)
      .max(1024)
      .regex(/^(?!\/)(?!.*\.\.)[\w\-./ ()]+$/, 'Not a stored file key'),
  }).nullable(),
})
export type StudentAttachment = z.infer<typeof StudentAttachmentSchema>

/** `POST /api/user/register`: an admission applicant signs up. */
export const RegisterSchema = z.object({
  firstName: trimmed(200).min(1, 'Name is required'),
  email,
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
  password: NewPasswordSchema,
})

/** `POST /api/user/registerUser`: the admission office registers an applicant (no password yet). */
export const RegisterUserSchema = RegisterSchema.omit({ password: true })
