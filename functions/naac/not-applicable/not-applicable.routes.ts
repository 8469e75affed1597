import { NotApplicableSchema } from '@campus/core'
import {
  access,
  authorize,
  authorizedOf,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { NotApplicableService } from './not-applicable.service'

const RecordSchema = z.object({ id: z.string(), departmentId: z.string(), templateIds: z.array(z.string()) })

const RECORD = '`{ id, departmentId, templateIds }` (`departmentId` is the faculty department)'

const WHO = "The administrator and the faculty department's AUTHORIZERs"

const UNKNOWN =
  'A template id that names no template is a 400 TEMPLATE_NOT_FOUND naming it; an administrator naming an unknown faculty department a 400 FACULTY_DEPT_NOT_FOUND'

/** The "Not Applicable" checkbox's calls (legacy-client.md 2.5, 3.1 SubmittedComponent). */
export const notApplicableRoutes = ({ notApplicable }: { notApplicable: NotApplicableService }) =>
  createRoutes()
    .get(
      '/boot/naacApplicableDepts',
      access(STAFF_READERS, 'college'),
      describe({
        summary: "Every faculty department's not-applicable marks (one Query)",
        response: z.array(RecordSchema),
        responseDescription: `A bare array of ${RECORD}`,
      }),
      async (c) => c.json(await notApplicable.all(), 200),
    )
    .post(
      '/boot/naacApplicableDepts',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Mark templates not applicable to a faculty department: \`{ departmentId, templateIds }\`. The ids are added to those the department's record holds (it is made on the first mark); marks others add at the same time all stay. ${WHO}. ${UNKNOWN}`,
        response: RecordSchema,
        responseDescription: `The record: ${RECORD}`,
      }),
      validate('json', NotApplicableSchema),
      async (c) => c.json(await notApplicable.add(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/boot/naacApplicableDepts/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Set a faculty department's marks to exactly \`templateIds\`: \`{ id?, departmentId, templateIds }\` on its record (\`na-<departmentId>\`; another department's, or none yet, is a 404). ${WHO} (checked before the body is read). ${UNKNOWN}`,
        response: RecordSchema,
        responseDescription: `The record: ${RECORD}`,
      }),
      validate('param', IdParamSchema),
      authorize((c) => notApplicable.loadMarkable(callerOf(c), c.req.param('id') ?? '')),
      validate('json', NotApplicableSchema),
      async (c) =>
        c.json(await notApplicable.replace(callerOf(c), authorizedOf<string>(c), c.req.valid('json')), 200),
    )
