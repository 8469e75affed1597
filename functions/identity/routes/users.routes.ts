import {
  ChangeEmailSchema,
  CreateUserSchema,
  HomeFiguresSchema,
  RegisterSchema,
  RegisterUserSchema,
  StudentAttachmentSchema,
  StudentSearchQuerySchema,
  UpdateUserSchema,
  UserSchema,
} from '@campus/core'
import {
  access,
  authorize,
  authorizedOf,
  callerOf,
  createRoutes,
  sendList,
  describe,
  IdParamSchema,
  principalOf,
  routeFactory,
  RecordListSchema,
  RecordSchema,
  validate,
  listQuery,
  listQueryOf,
} from '@campus/http'
import * as z from 'zod'
import { ADMINS, MANAGERS, STAFF } from '@campus/core'
import { ADMISSION } from '../access-rules'
import type { IdentityDeps } from '../deps'
import { StudentSearchReadSchema, UserReadSchema } from '../personal-data'
import type { StoredUser } from '../users.repository'
import { USER_LIST_SPEC } from '../users.repository'

const ApplicationParamsSchema = z.object({
  userId: z.string().trim().min(1).max(128),
  applicationId: z.string().trim().min(1).max(128),
})

/** Users: lists, records, creation, changes and the directory reports. */
export const userRoutes = (deps: IdentityDeps) => {
  /** GET /api/user/{id} and the legacy staff-detail path /api/user/profile/{id}. */
  const readUser = routeFactory.createHandlers(
    access('signed-in', 'own'),
    describe({
      summary:
        "A user, with departments (staff see everyone; others see themselves). A student's or applicant's phones, parent's phone, address, date of birth, gender, blood group, photo and documents only for the person, an administrator, the HOD of their department and staff teaching their group; each such read by someone else leaves an audit record (READ_PERSONAL_DATA)",
      response: UserReadSchema,
      responseDescription: 'The user; personal fields absent when the caller has no reason to see them',
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(await deps.users.get(callerOf(c), c.req.valid('param').id), 200),
  )

  /** PUT /api/user/{id}, and POST /api/user/update/{id} where the admission form sends it. */
  const updateUser = routeFactory.createHandlers(
    access('signed-in', 'own'),
    describe({
      summary:
        'Update a user. The whole record may be sent back; only changed fields count, and each is checked: people change their own contact details, an HOD manages their departments, an administrator everything',
      response: UserSchema,
      responseDescription: 'The user',
    }),
    validate('param', IdParamSchema),
    authorize((c) => deps.users.requireWritable(callerOf(c), c.req.param('id')!)),
    validate('json', UpdateUserSchema),
    async (c) =>
      c.json(await deps.users.update(callerOf(c), authorizedOf<StoredUser>(c), c.req.valid('json')), 200),
  )

  /** /api/user/student/{id} and the legacy v2 path. */
  const readStudent = routeFactory.createHandlers(
    access('signed-in', 'own'),
    describe({
      summary:
        'A student with degree, department and academic year (staff, or the student themself). Phones, parent details, address, date of birth and documents only for the student, an administrator, the HOD of their department and staff teaching their group; each such read by someone else leaves an audit record (READ_PERSONAL_DATA)',
      response: UserReadSchema,
      responseDescription: 'The student; personal fields absent when the caller has no reason to see them',
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(await deps.users.getStudent(callerOf(c), c.req.valid('param').id), 200),
  )

  return createRoutes()
    .get(
      '/api/user',
      access(STAFF, 'college'),
      describe({
        summary:
          'List users. Filters: usertype (also `STAFF`: HODs and faculty together, the manage-staff list), facultyDeptId, staffTypeId, accountStatus, collegeID, accYearId, groupId, email, registerNo, facultyId; `in` on departmentid or rollType; sort by name (the index order), email, registerNo, createdOn, modifiedOn. One Query on the partition the filters bound: the staff (optionally of a faculty department), a group, an academic year, a faculty department or a user type. Each student or applicant row carries personal fields (phones, address, date of birth, documents...) only when the caller has a reason to see that person (their HOD, staff teaching their group, an administrator, themself)',
        response: RecordListSchema,
        responseDescription:
          'A bare array of users (projected when `fields` is given). `X-Next-Cursor` continues the list when more follow; an answer over 6 MB is a 413 giving the count that fits and its cursor',
      }),
      listQuery(USER_LIST_SPEC),
      async (c) => sendList(c, await deps.users.list(callerOf(c), listQueryOf(c))),
    )
    .post(
      '/api/user',
      access(MANAGERS, 'department'),
      describe({
        summary: 'Create a user (an HOD adds faculty and students to the departments they head)',
        response: UserSchema,
        responseDescription: 'The created user',
      }),
      validate('json', CreateUserSchema),
      async (c) => c.json(await deps.users.create(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/api/user/staffstatistics',
      access(MANAGERS, 'college'),
      describe({
        summary: 'Staff head counts by type, status, gender, staff type and faculty department',
        response: RecordSchema,
        responseDescription: 'Counts',
      }),
      async (c) => c.json(await deps.directory.staffStatistics(principalOf(c)), 200),
    )
    .get(
      '/api/user/home',
      access('signed-in', 'own'),
      describe({
        summary:
          "The caller's home page figures: `{ userType, name, figures: [{ key, label, value }] }` plus, by role, `departments` (ADMIN: every department with people; HOD: those they head; FACULTY: theirs; each with active students, faculty and staff, disabled accounts and active students per academic year), FACULTY `profileSections` (filled or not), STUDENT `documents` (recorded or not), CUSTOM `naacRoles` and `naacReports`, APPLICANT `applications`. Counts are kept at write time in one item per department (ADR 0022); the read is the session plus one call: a Query of every shard for ADMIN, a BatchGetItem of the caller's departments otherwise",
        response: HomeFiguresSchema,
        responseDescription: 'Figures for the caller, shaped by their user type',
      }),
      async (c) => c.json(await deps.home.figuresFor(principalOf(c)), 200),
    )
    .get(
      '/api/user/duplicateProfiles',
      access(ADMINS),
      describe({
        summary: 'Students entered twice: the same phone, or the same name and date of birth',
        response: RecordListSchema,
        responseDescription: 'Groups of likely duplicates',
      }),
      async (c) => c.json(await deps.directory.duplicateProfiles(), 200),
    )
    .post(
      '/api/user/register',
      access('public'),
      describe({
        summary:
          'An admission applicant signs up. The answer is the same for a new email and one that already has an account (which is left unchanged)',
        response: z.object({ message: z.string() }),
        responseDescription: 'Registration received',
      }),
      validate('json', RegisterSchema),
      async (c) => c.json(await deps.users.registerSelf(c.req.valid('json')), 200),
    )
    .post(
      '/api/user/registerUser',
      access(ADMINS),
      describe({
        summary: 'The admission office registers an applicant, who sets a password through sendOtp',
        response: UserSchema,
        responseDescription: 'The applicant, with its id',
      }),
      validate('json', RegisterUserSchema),
      async (c) => c.json(await deps.users.registerApplicant(c.req.valid('json'), callerOf(c)), 200),
    )
    .put(
      '/api/user/withApplication/:userId/:applicationId',
      access(ADMISSION, 'own'),
      describe({
        summary: 'Record that an applicant applied to an application form',
        response: UserSchema,
        responseDescription: 'The applicant',
      }),
      validate('param', ApplicationParamsSchema),
      async (c) => {
        const { userId, applicationId } = c.req.valid('param')
        return c.json(await deps.users.addApplication(callerOf(c), userId, applicationId), 200)
      },
    )
    .post('/api/user/update/:id', ...updateUser)
    .put(
      '/api/user/email/:id',
      access('signed-in', 'own'),
      describe({
        summary:
          'Change the email a user signs in with: your own (with `currentPassword`), or for someone you manage',
        response: UserSchema,
        responseDescription: 'The user',
      }),
      validate('param', IdParamSchema),
      authorize((c) => deps.users.requireWritable(callerOf(c), c.req.param('id')!)),
      validate('json', ChangeEmailSchema),
      async (c) => {
        const { email, currentPassword } = c.req.valid('json')
        const before = authorizedOf<StoredUser>(c)
        return c.json(await deps.users.changeEmail(callerOf(c), before, email, currentPassword), 200)
      },
    )
    .get('/api/user/profile/:id', ...readUser)
    .get(
      '/api/user/audit/:id',
      access(ADMINS),
      describe({
        summary: "A user's change history, newest first",
        response: RecordListSchema,
        responseDescription: 'Audit records',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.users.history(c.req.valid('param').id), 200),
    )
    .get('/api/user/:id', ...readUser)
    .put('/api/user/:id', ...updateUser)
    .get('/api/user/student/:id', ...readStudent)
    .post(
      '/api/user/student/attachment/:id',
      access('signed-in', 'own'),
      describe({
        summary:
          "Record one of a student's documents (SSLC, HSC, transfer certificate, ...) stored through the files domain; `file: null` removes it. The student, or staff who manage them.",
        response: UserSchema,
        responseDescription: 'The student',
      }),
      validate('param', IdParamSchema),
      validate('json', StudentAttachmentSchema),
      async (c) => {
        const { type, file } = c.req.valid('json')
        const ctx = callerOf(c)
        return c.json(await deps.users.setStudentAttachment(ctx, c.req.valid('param').id, type, file), 200)
      },
    )
    .get('/api/student/v2/getSingleStudentById/:id', ...readStudent)
    .get(
      '/api/student/search',
      access(STAFF, 'college'),
      describe({
        summary:
          'The header search: students whose register number, email, a word of their name (or the name from it on), phone or parent phone starts with `text`, ignoring case, spaces, dashes, dots and a +91 or 0 prefix. Disabled students are found too. Phones are shown, and found by, only for callers with a reason to see the personal data of that student (their HOD, staff teaching their group, an administrator). `count` defaults to 50, at most 100. One Query on the search-term index and one BatchGetItem',
        response: z.array(StudentSearchReadSchema),
        responseDescription: 'A bare array of students, sorted by name',
        query: [
          { name: 'text', description: 'What to look for; at least 2 characters (400 otherwise).' },
          { name: 'count', description: 'How many students at most: 1 to 100, default 50.' },
        ],
      }),
      validate('query', StudentSearchQuerySchema),
      async (c) => {
        const { text, count } = c.req.valid('query')
        return c.json(await deps.search.search(callerOf(c), text, count), 200)
      },
    )
}
