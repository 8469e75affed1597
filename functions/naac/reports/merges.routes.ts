import {
  access,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  listQuery,
  listQueryOf,
  RecordSchema,
  routeFactory,
  validate,
} from '@campus/http'
import type { ListSpec } from '@campus/db'
import { IdSchema, type Caller } from '@campus/core'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { NaacReports } from './reports'
import { requiredFilter } from './report-queries'
import {
  DeptMergeBodySchema,
  MergeBodySchema,
  QueueMergeSchema,
  TemplateFacultyDeptQuerySchema,
  TemplateFacultyQuerySchema,
} from './report.schemas'

const WHO =
  'The administrator, or a user AUTHORIZED for the faculty (of the faculty department) in their `customRole.naacReport`; anyone else gets 403 `Sorry ! only AUTHORIZED Users has view rights.`'
const REQUEST =
  '`{ id, naacTemplateId, facultyId, facultyDeptId?, status: PROCESSING | COMPLETED | FAILED, reason?, done, total, createdOn, modifiedOn, requestedByName, attachment: [{ fileName, fieldKey, files: [{ url, fileKey, bytes }], skipped: [{ fileName, reason }] }] }` (`url`s work 10 minutes)'
const BUSY =
  '409 MERGE_PROCESSING while a merge of the same template and scope runs, with its progress (`details.merge`: done, total, lastProgressOn, replaceableAfter); a merge that made no progress for 5 minutes has stalled, shows FAILED and is replaced by the next request'

/** What the merges' lists allow, for a faculty and for a faculty department. */
const BY_FACULTY = { filter: { naacTemplateId: 'string', facultyId: 'string' } } as const satisfies ListSpec
const BY_DEPT = { filter: { naacTemplateId: 'string', facultyDeptId: 'string' } } as const satisfies ListSpec

/** The filter of a merges' list naming the place a merge is for. */
const PLACE_FILTER = { FACULTY: 'facultyId', FACULTY_DEPT: 'facultyDeptId' } as const

/** What a call asking for a merge names (its query or its body): the template and the place. */
type MergeCall = { naacTemplateId: string } & ({ facultyId: string } | { facultyDeptId: string })

/** Merges of a template's attachments for a faculty or a faculty department (legacy-client.md 2.5, 3.1). */
export const mergeRoutes = ({ reports }: { reports: NaacReports }) => {
  /** Merges a template's attachments at the place the call names: a faculty, or a faculty department. */
  const requestMerge = (caller: Caller, call: MergeCall) =>
    'facultyId' in call
      ? reports.merges.request(caller, 'FACULTY', call.facultyId, call.naacTemplateId)
      : reports.merges.request(caller, 'FACULTY_DEPT', call.facultyDeptId, call.naacTemplateId)

  /** A template's merge at one place, read from the list query's filters: `[]` or `[request]`. */
  const latestMerge = <const Spec extends typeof BY_FACULTY | typeof BY_DEPT>(
    level: keyof typeof PLACE_FILTER,
    spec: Spec,
    summary: string,
  ) =>
    routeFactory.createHandlers(
      access(STAFF_READERS, 'department'),
      describe({
        summary,
        response: z.array(RecordSchema),
        responseDescription: `\`[]\` or \`[${REQUEST}]\``,
      }),
      listQuery(spec),
      async (c) => {
        const query = listQueryOf(c)
        const templateId = requiredFilter(query, 'naacTemplateId', IdSchema)
        const placeId = requiredFilter(query, PLACE_FILTER[level], IdSchema)
        return c.json(await reports.merges.list(callerOf(c), level, placeId, templateId), 200)
      },
    )

  return createRoutes()
    .get(
      '/boot/naac/download-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Merge a template's attachments for a faculty (\`?facultyId=&naacTemplateId=\`): each file field's files into PDFs of at most 5 MB. ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `The request: ${REQUEST}`,
      }),
      validate('query', TemplateFacultyQuerySchema),
      async (c) => c.json(await requestMerge(callerOf(c), c.req.valid('query')), 200),
    )
    .get(
      '/boot/naac/download-facultyDept-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Merge a template's attachments for a faculty department (\`?facultyDeptId=&naacTemplateId=\`). ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `The request: ${REQUEST}`,
      }),
      validate('query', TemplateFacultyDeptQuerySchema),
      async (c) => c.json(await requestMerge(callerOf(c), c.req.valid('query')), 200),
    )
    .post(
      '/boot/naac-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Merge a template's attachments for a faculty: \`{ naacTemplateId, facultyId }\`. ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `202 the request: ${REQUEST}`,
      }),
      validate('json', MergeBodySchema),
      async (c) => c.json(await requestMerge(callerOf(c), c.req.valid('json')), 202),
    )
    .post(
      '/boot/naac-facultyDept-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Merge a template's attachments for a faculty department: \`{ naacTemplateId, facultyDeptId }\`. ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `202 the request: ${REQUEST}`,
      }),
      validate('json', DeptMergeBodySchema),
      async (c) => c.json(await requestMerge(callerOf(c), c.req.valid('json')), 202),
    )
    .get(
      '/boot/naac-request',
      ...latestMerge(
        'FACULTY',
        BY_FACULTY,
        `A template's merge for a faculty: \`query=filter:naacTemplateId eq <t>,facultyId eq <f>\`. ${WHO}`,
      ),
    )
    .get(
      '/boot/naac-facultyDept-request',
      ...latestMerge(
        'FACULTY_DEPT',
        BY_DEPT,
        `A template's merge for a faculty department: \`query=filter:naacTemplateId eq <t>,facultyDeptId eq <fd>\`. ${WHO}`,
      ),
    )
    .put(
      '/boot/naac-request/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Queue a new merge (the request read back with \`status: 'PROCESSING'\`); the next download-request starts it. ${WHO}. ${BUSY}; another status is a 400`,
        response: RecordSchema,
        responseDescription: `The request: ${REQUEST}`,
      }),
      validate('param', IdParamSchema),
      validate('json', QueueMergeSchema),
      async (c) => c.json(await reports.merges.queue(callerOf(c), 'FACULTY', c.req.valid('param').id), 200),
    )
    .put(
      '/boot/naac-facultyDept-request/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Queue a new faculty-department merge, as above. ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `The request: ${REQUEST}`,
      }),
      validate('param', IdParamSchema),
      validate('json', QueueMergeSchema),
      async (c) =>
        c.json(await reports.merges.queue(callerOf(c), 'FACULTY_DEPT', c.req.valid('param').id), 200),
    )
}
