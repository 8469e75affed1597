import {
  access,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  listQuery,
  listQueryOf,
  RecordSchema,
  validate,
} from '@campus/http'
import type { ListSpec } from '@campus/db'
import { IdSchema } from '@campus/core'
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
const BUSY = '409 MERGE_PROCESSING while a merge of the same template and scope runs'

const BY_FACULTY = { filter: { naacTemplateId: 'string', facultyId: 'string' } } as const satisfies ListSpec
const BY_DEPT = { filter: { naacTemplateId: 'string', facultyDeptId: 'string' } } as const satisfies ListSpec

/** Merges of a template's attachments for a faculty or a faculty department (legacy-client.md 2.5, 3.1). */
export const mergeRoutes = ({ reports }: { reports: NaacReports }) =>
  createRoutes()
    .get(
      '/boot/naac/download-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Merge a template's attachments for a faculty (\`?facultyId=&naacTemplateId=\`): each file field's files into PDFs of at most 5 MB. ${WHO}. ${BUSY}`,
        response: RecordSchema,
        responseDescription: `The request: ${REQUEST}`,
      }),
      validate('query', TemplateFacultyQuerySchema),
      async (c) => {
        const { facultyId, naacTemplateId } = c.req.valid('query')
        return c.json(await reports.merges.request(callerOf(c), 'FACULTY', facultyId, naacTemplateId), 200)
      },
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
      async (c) => {
        const { facultyDeptId, naacTemplateId } = c.req.valid('query')
        return c.json(
          await reports.merges.request(callerOf(c), 'FACULTY_DEPT', facultyDeptId, naacTemplateId),
          200,
        )
      },
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
      async (c) => {
        const { facultyId, naacTemplateId } = c.req.valid('json')
        return c.json(await reports.merges.request(callerOf(c), 'FACULTY', facultyId, naacTemplateId), 202)
      },
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
      async (c) => {
        const { facultyDeptId, naacTemplateId } = c.req.valid('json')
        return c.json(
          await reports.merges.request(callerOf(c), 'FACULTY_DEPT', facultyDeptId, naacTemplateId),
          202,
        )
      },
    )
    .get(
      '/boot/naac-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A template's merge for a faculty: \`query=filter:naacTemplateId eq <t>,facultyId eq <f>\`. ${WHO}`,
        response: z.array(RecordSchema),
        responseDescription: `\`[]\` or \`[${REQUEST}]\``,
      }),
      listQuery(BY_FACULTY),
      async (c) => {
        const query = listQueryOf(c)
        const templateId = requiredFilter(query, 'naacTemplateId', IdSchema)
        const facultyId = requiredFilter(query, 'facultyId', IdSchema)
        return c.json(await reports.merges.list(callerOf(c), 'FACULTY', facultyId, templateId), 200)
      },
    )
    .get(
      '/boot/naac-facultyDept-request',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A template's merge for a faculty department: \`query=filter:naacTemplateId eq <t>,facultyDeptId eq <fd>\`. ${WHO}`,
        response: z.array(RecordSchema),
        responseDescription: `\`[]\` or \`[${REQUEST}]\``,
      }),
      listQuery(BY_DEPT),
      async (c) => {
        const query = listQueryOf(c)
        const templateId = requiredFilter(query, 'naacTemplateId', IdSchema)
        const facultyDeptId = requiredFilter(query, 'facultyDeptId', IdSchema)
        return c.json(await reports.merges.list(callerOf(c), 'FACULTY_DEPT', facultyDeptId, templateId), 200)
      },
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
