import { MANAGERS } from '@campus/core'
import { AdminSetPasswordSchema, ProfileSectionBodySchema, ProfileSectionNameSchema } from '@campus/core'
import {
  access,
  authorize,
  callerOf,
  parseInput,
  createRoutes,
  describe,
  IdParamSchema,
  principalOf,
  RecordListSchema,
  RecordSchema,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STAFF } from '../access-rules'
import type { IdentityDeps } from '../deps'

const SectionParamsSchema = z.object({
  section: ProfileSectionNameSchema,
  userId: z.string().trim().min(1).max(128),
})
const SectionBodySchema = z.strictObject({ entries: z.array(z.unknown()).max(500) })

/** Staff profiles: past experience, work profile, department views and password resets by managers. */
export const profileRoutes = (deps: IdentityDeps) =>
  createRoutes()
    .get(
      '/api/profile/dep/all/:id',
      access(MANAGERS, 'college'),
      describe({
        summary: 'Staff of a faculty department with their experience and work profiles',
        response: RecordListSchema,
        responseDescription: 'Staff with profile sections',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.profiles.forFacultyDepartment(c.req.valid('param').id), 200),
    )
    .get(
      '/api/profile/dep/:id',
      access(MANAGERS, 'college'),
      describe({
        summary: 'HODs and faculty of a department with their experience and work profiles',
        response: RecordListSchema,
        responseDescription: 'Staff with profile sections',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.profiles.forDepartment(c.req.valid('param').id), 200),
    )
    .put(
      '/api/profile/password/:id',
      access(MANAGERS, 'department'),
      describe({
        summary:
          "Set a staff member's or student's password (an HOD for the people they manage); their sessions end",
        response: RecordSchema,
        responseDescription: '`{ updated: true }`',
      }),
      validate('param', IdParamSchema),
      authorize((c) => deps.users.requireManaged(callerOf(c), c.req.param('id')!)),
      validate('json', AdminSetPasswordSchema),
      async (c) =>
        c.json(
          await deps.users.changePassword(
            callerOf(c),
            c.req.valid('param').id,
            c.req.valid('json').newPassword,
          ),
          200,
        ),
    )
    .get(
      '/api/profile/:section/:userId',
      access(STAFF, 'college'),
      describe({
        summary: 'A staff profile section: `experience` (past experience) or `work` (work profile)',
        response: RecordSchema,
        responseDescription: '`{ userId, section, entries, modifiedOn }`',
      }),
      validate('param', SectionParamsSchema),
      async (c) => {
        const { section, userId } = c.req.valid('param')
        return c.json(await deps.profiles.get(principalOf(c), section, userId), 200)
      },
    )
    .put(
      '/api/profile/:section/:userId',
      access(STAFF, 'own'),
      describe({
        summary: 'Replace a staff profile section (yourself, or staff you manage)',
        response: RecordSchema,
        responseDescription: 'The saved section',
      }),
      validate('param', SectionParamsSchema),
      authorize((c) => deps.users.requireWritable(callerOf(c), c.req.param('userId')!)),
      validate('json', SectionBodySchema),
      async (c) => {
        const { section, userId } = c.req.valid('param')
        // Each section has its own entry rules; the route schema only bounds the list.
        const { entries } = parseInput(ProfileSectionBodySchema[section], c.req.valid('json'))
        return c.json(
          await deps.profiles.put(principalOf(c), section, userId, entries, c.get('requestId')),
          200,
        )
      },
    )
