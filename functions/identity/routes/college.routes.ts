import { ADMINS } from '@campus/core'
import {
  access,
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

const text = (max: number) => z.string().trim().max(max)
const CollegeSchema = z.object({
  name: text(200).min(1, 'The college name is required'),
  shortName: text(50).optional(),
  address: text(500).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  phone: text(30).optional(),
  email: z.email().optional(),
  website: z.url().optional(),
  studentLoginUrl: z.url().optional(),
  /** Text of the footer's contact, privacy and terms pages, which each college writes for itself. */
  pages: z
    .object({
      contact: text(20000).optional(),
      privacy: text(50000).optional(),
      terms: text(50000).optional(),
    })
    .optional(),
})
const StaffTypeSchema = z.object({ name: text(100).min(1, 'Name is required') })

/** The college record, staff types and the legacy config call. */
export const collegeRoutes = (deps: IdentityDeps) =>
  createRoutes()
    .get(
      '/api/college',
      access('public'),
      describe({
        summary: "The college's name, contact details and footer pages (the sign-in page shows them)",
        response: RecordSchema,
        responseDescription: 'The college',
      }),
      async (c) => c.json(await deps.directory.getCollege(), 200),
    )
    .put(
      '/api/college',
      access(ADMINS),
      describe({
        summary: "Update the college's details and footer pages",
        response: RecordSchema,
        responseDescription: 'The college',
      }),
      validate('json', CollegeSchema),
      async (c) => c.json(await deps.directory.updateCollege(principalOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/api/staff-type',
      access(STAFF, 'college'),
      describe({
        summary: 'Staff types',
        response: RecordListSchema,
        responseDescription: 'A bare array of `{ id, name }`',
      }),
      async (c) => c.json(await deps.directory.listStaffTypes(), 200),
    )
    .post(
      '/api/staff-type',
      access(ADMINS),
      describe({
        summary: 'Add a staff type',
        response: RecordSchema,
        responseDescription: '`{ id, name }`',
      }),
      validate('json', StaffTypeSchema),
      async (c) =>
        c.json(await deps.directory.createStaffType(principalOf(c), c.req.valid('json').name), 200),
    )
    .put(
      '/api/staff-type/:id',
      access(ADMINS),
      describe({
        summary: 'Rename a staff type',
        response: RecordSchema,
        responseDescription: '`{ id, name }`',
      }),
      validate('param', IdParamSchema),
      validate('json', StaffTypeSchema),
      async (c) =>
        c.json(
          await deps.directory.renameStaffType(
            principalOf(c),
            c.req.valid('param').id,
            c.req.valid('json').name,
          ),
          200,
        ),
    )
    .delete(
      '/api/staff-type/:id',
      access(ADMINS),
      describe({
        summary: 'Remove a staff type no staff member has',
        response: RecordSchema,
        responseDescription: '`{ deleted: true, id }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.directory.deleteStaffType(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/api/config',
      access(STAFF, 'college'),
      describe({
        summary: 'Configuration lists (legacy `fields=staffType`)',
        response: RecordSchema,
        responseDescription: '`{ staffType: [{ id, name }] }`',
      }),
      async (c) => c.json({ staffType: await deps.directory.listStaffTypes() }, 200),
    )
