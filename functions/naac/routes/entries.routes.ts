import { CreateNaacEntrySchema, NaacIdListSchema, UpdateNaacEntrySchema } from '@campus/core'
import {
  access,
  byId,
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
import { STAFF_READERS } from '../access-rules'
import type { NaacDeps } from '../deps'
import { ENTRY_LIST_SPEC } from '../entries.repository'

const ENTRY =
  '`{ id, naacTemplateId, facultyDeptId, title, description?, status, commentStatus?, version, fields, fieldValues: { <key>: { label, type, value, required, regex, url?, fileKey?, versionId?, options?: { myArrayList } } }, createdBy, createdByName, createdOn, modifiedBy?, modifiedByName?, modifiedOn }` (file `url`s work 10 minutes)'

const ROLES =
  "The caller's NAAC role comes from their `customRole.naacRole` for the entry's faculty department: INPUTTER or AUTHORIZER; anyone else gets 403 with the legacy text"

const CountParamSchema = z.object({
  templateId: z.string().trim().min(1).max(64),
  facultyDeptId: z.string().trim().min(1).max(64),
})

/** The entry calls of the legacy client (legacy-client.md 2.5); specific paths before `/:id`. */
export const entryRoutes = ({ entries }: NaacDeps) => {
  /** One entry with its fields' labels, by the `:id` of the path: both paths the legacy client reads it by. */
  const labelledEntry = (summary: string) =>
    byId(
      access(STAFF_READERS, 'department'),
      { summary, response: RecordSchema, responseDescription: ENTRY },
      (caller, id) => entries.labelled(caller, id),
    )

  return createRoutes()
    .get(
      '/boot/naac/getNaacWithLabel',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A template's entries of a faculty department, newest first, 50 a page with \`start\`: \`query=start:0;count:50;filter:naacTemplateId eq <t>,facultyDeptId eq <fd>\` (both required). The administrator and the department's role holders`,
        response: RecordListSchema,
        responseDescription: `A bare array of ${ENTRY}`,
      }),
      listQuery(ENTRY_LIST_SPEC),
      async (c) => c.json(await entries.page(callerOf(c), listQueryOf(c, { defaultOrder: 'desc' })), 200),
    )
    .get(
      '/boot/naac/getNaacCount/:templateId/:facultyDeptId',
      access(STAFF_READERS, 'department'),
      describe({
        summary: 'How many entries a template has in a faculty department (the counters: one GetItem)',
        response: z.number(),
        responseDescription: 'A bare number',
      }),
      validate('param', CountParamSchema),
      async (c) => {
        const { templateId, facultyDeptId } = c.req.valid('param')
        return c.json(await entries.count(callerOf(c), templateId, facultyDeptId), 200)
      },
    )
    .get('/boot/naac/getNaacByIdWithLabel/:id', ...labelledEntry('One entry with its labels'))
    .put(
      '/boot/naac/approvalUpdate',
      access(STAFF_READERS, 'department'),
      describe({
        summary:
          "Approve entries (a JSON array of ids, at most 500): an AUTHORIZER of every entry's faculty department (403 for all if one is not). Each entry moves only from the status it was read with, so approving at once counts each once",
        response: z.object({ approved: z.number(), missing: z.array(z.string()) }),
        responseDescription: '`{ approved, missing }` (ids that named no entry)',
      }),
      validate('json', NaacIdListSchema),
      async (c) => c.json(await entries.approveAll(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/boot/naac/deleteNaacs',
      access(STAFF_READERS, 'department'),
      describe({
        summary:
          "Delete entries (a JSON array of ids, at most 500) with their threads and files: a role holder of every entry's faculty department",
        response: z.object({ deleted: z.number(), missing: z.array(z.string()) }),
        responseDescription: '`{ deleted, missing }`',
      }),
      validate('json', NaacIdListSchema),
      async (c) => c.json(await entries.removeAll(callerOf(c), c.req.valid('json')), 200),
    )
    .post(
      '/boot/naac',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Enter an entry: \`{ facultyDeptId, naacTemplateId, status?: 'WAITING', fields: { <key>: text or { versionId, fileKey }, jsonVersion? } }\`, checked against the template's form (dates dd/MM/yyyy, numbers, select options, required fields; files are uploads of purpose \`naac\` with the field's extensions). ${ROLES}. Not applicable: 409 NOT_APPLICABLE; a form changed since it was opened: 409 FORM_CHANGED`,
        response: RecordSchema,
        responseDescription: ENTRY,
      }),
      validate('json', CreateNaacEntrySchema),
      async (c) => c.json(await entries.create(callerOf(c), c.req.valid('json')), 200),
    )
    .get('/boot/naac/:id', ...labelledEntry('One entry'))
    .put(
      '/boot/naac/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Change an entry, sent back whole (the keys it was answered with are ignored): its \`fields\` (checked as on create, against the form version it was made with; an emptied optional file is let go) and/or \`status\` (an AUTHORIZER's). An INPUTTER's change to a reviewed entry's values sends it back to WAITING. ${ROLES}. A change made meanwhile is a 409 CHANGED_MEANWHILE`,
        response: RecordSchema,
        responseDescription: ENTRY,
      }),
      validate('param', IdParamSchema),
      validate('json', UpdateNaacEntrySchema),
      async (c) =>
        c.json(await entries.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .delete(
      '/boot/naac/:id',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Delete an entry with its thread and files. ${ROLES}`,
        response: z.literal(true),
        responseDescription: '`true`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await entries.remove(callerOf(c), c.req.valid('param').id), 200),
    )
}
