import {
  CreateNaacTemplateSchema,
  type NaacCounts,
  type NaacFormView,
  type NaacTemplateSummary,
  type NaacTemplateView,
  NaacCriteriaSchema,
  UpdateNaacTemplateSchema,
} from '@campus/core'
import { filterValue, type ListSpec } from '@campus/db'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  listQuery,
  listQueryOf,
  RecordListSchema,
  RecordSchema,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS, TEMPLATE_WRITERS } from '../access-rules'
import type { NaacDeps } from '../deps'

/** What the template lists filter on. */
const TEMPLATE_LIST_SPEC = {
  filter: { type: 'string', criteria: 'string' },
} as const satisfies ListSpec

const CountsQuerySchema = z.object({
  templateId: z.string({ error: 'templateId is required' }).trim().min(1, 'templateId is required').max(64),
  facDeptId: z.string({ error: 'facDeptId is required' }).trim().min(1, 'facDeptId is required').max(64),
})

const ByCriteriaParamSchema = z.object({
  criteria: NaacCriteriaSchema,
  facultyDeptId: z.string().trim().min(1).max(64),
})

const TEMPLATE =
  '`{ id, title, description?, position?, type, criteria, subCriteria, jsonFile: { versionId, fileKey, url }, version, createdOn, modifiedOn }` (`url` downloads the JSON form for 10 minutes)'

const FORM_FILE =
  'The JSON form file (`jsonFile`, an upload of purpose `naac-template`) is read before it is kept: a 400 FORM_INVALID lists every problem, each naming its field, in the message and in `details.problems`'

/** The template calls of the legacy client (legacy-client.md 2.5), on the paths it uses. */
export const templateRoutes = ({ templates }: NaacDeps) =>
  createRoutes()
    .get(
      '/boot/naacTemplate/criteria',
      access(STAFF_READERS, 'college'),
      describe({
        summary: 'The criteria (`1`..`7`) templates exist for, in order (one Query)',
        response: z.array(z.string()),
        responseDescription: 'A bare array of criteria strings',
      }),
      async (c) => c.json(await templates.criteria(), 200),
    )
    .get(
      '/boot/naacTemplate/getNaacCounts',
      access(STAFF_READERS, 'college'),
      describe({
        summary:
          "A template's counters in a faculty department (`templateId`, `facDeptId`), kept at write time: one GetItem beside the session. Any member of staff, with or without a NAAC role there: five numbers, no entry (the legacy home shows its own no-role message only once they answer; docs/adr/0037)",
        response: z.object({
          submitted: z.number(),
          waiting: z.number(),
          approved: z.number(),
          unApproved: z.number(),
          commentCount: z.number(),
        }),
        responseDescription: '`{ submitted, waiting, approved, unApproved, commentCount }`',
      }),
      validate('query', CountsQuerySchema),
      async (c) => {
        const { templateId, facDeptId } = c.req.valid('query')
        const counts: NaacCounts = await templates.counts(templateId, facDeptId)
        return c.json(counts, 200)
      },
    )
    .get(
      '/boot/naacTemplate/templateByCriteria/:criteria/:facultyDeptId',
      access(STAFF_READERS, 'college'),
      describe({
        summary:
          "A criterion's templates (`query=filter:type eq GENERAL`) by position, each with whether the faculty department marked it not applicable",
        response: RecordListSchema,
        responseDescription:
          'A bare array of `{ id, title, note?, description?, position?, subCriteria, type, notApplicable }`',
      }),
      validate('param', ByCriteriaParamSchema),
      listQuery(TEMPLATE_LIST_SPEC),
      async (c) => {
        const { criteria, facultyDeptId } = c.req.valid('param')
        const type = filterValue(listQueryOf(c), 'type')
        const list: NaacTemplateSummary[] = await templates.ofCriteria(criteria, facultyDeptId, type)
        return c.json(list, 200)
      },
    )
    .get(
      '/boot/naacTemplate',
      access(STAFF_READERS, 'college'),
      describe({
        summary:
          'Templates by position, of one type (`query=filter:type eq GENERAL`) and criteria when given (one Query)',
        response: RecordListSchema,
        responseDescription: `A bare array of ${TEMPLATE}`,
      }),
      listQuery(TEMPLATE_LIST_SPEC),
      async (c) => {
        const query = listQueryOf(c)
        const type = filterValue(query, 'type')
        const criteria = filterValue(query, 'criteria')
        const list: NaacTemplateView[] = await templates.list({
          ...(type ? { type } : {}),
          ...(criteria ? { criteria } : {}),
        })
        return c.json(list, 200)
      },
    )
    .get(
      '/boot/naacTemplate/:id',
      access(STAFF_READERS, 'college'),
      describe({ summary: 'One template', response: RecordSchema, responseDescription: TEMPLATE }),
      validate('param', IdParamSchema),
      async (c) => c.json(await templates.get(c.req.valid('param').id), 200),
    )
    .post(
      '/boot/naacTemplate',
      access(TEMPLATE_WRITERS),
      describe({
        summary: `Define a template: title, description?, position?, type (GENERAL, MEDICAL, IQAC), criteria 1..7, subCriteria, jsonFile. ${FORM_FILE}`,
        response: RecordSchema,
        responseDescription: TEMPLATE,
      }),
      validate('json', CreateNaacTemplateSchema),
      async (c) => c.json(await templates.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/boot/naacTemplate/:id',
      access(TEMPLATE_WRITERS),
      describe({
        summary: `Change a template, sent back whole (the keys it was answered with are ignored). The same jsonFile keeps the form; another makes the next form version, and entries keep the version they were made with. ${FORM_FILE}. A change made meanwhile is a 409 CHANGED_MEANWHILE`,
        response: RecordSchema,
        responseDescription: TEMPLATE,
      }),
      validate('param', IdParamSchema),
      validate('json', UpdateNaacTemplateSchema),
      async (c) =>
        c.json(await templates.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .get(
      '/boot/naac/getForm/:id',
      access(STAFF_READERS, 'college'),
      describe({
        summary: "A template's current form in the legacy descriptor shape, in form order",
        response: RecordSchema,
        responseDescription:
          "`{ title, description?, subCriteria, version, fields: { <key>: { label, type, required: 'true'|'false', options, regex, helptext }, jsonVersion: { label: 'version', type: 'hidden', value } } }`",
      }),
      validate('param', IdParamSchema),
      async (c) => {
        const form: NaacFormView = await templates.form(c.req.valid('param').id)
        return c.json(form, 200)
      },
    )
