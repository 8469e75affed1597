import { NaacCriteriaSchema, NaacTemplateTypeSchema, type ListQuery } from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  listQuery,
  listQueryOf,
  RecordSchema,
  validate,
} from '@campus/http'
import type { ListSpec } from '@campus/db'
import type { Context } from 'hono'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import { noticeResponse } from '../routes/notice-response'
import type { NaacReports } from './reports'
import { requiredFilter } from './report-queries'
import {
  BuildRequestSchema,
  CriteriaTypeParamSchema,
  FacultyIdsQuerySchema,
  FacultyParamSchema,
  FacultyQuerySchema,
  TemplateFacultyQuerySchema,
  TemplateQuerySchema,
  TypeQuerySchema,
} from './report.schemas'
import type { ReportDownload } from './workbooks.service'

const FACULTY =
  'The administrator, or a user whose `customRole.naacReport` marks them AUTHORIZED for the faculty; anyone else gets 403 `Sorry ! only AUTHORIZED Users has view rights.`'
const COLLEGE = 'The administrator, or a user AUTHORIZED for any faculty (the IQAC coordinators)'
const WORKBOOK =
  '`{ naacTemplateId?, facultyId?, type, criteria?, createdOn, modifiedOn, rows, xlsFile: { url, fileKey, bytes } }` (`url` works 10 minutes)'
const RUN =
  '`{ id, status: PROCESSING | COMPLETED | FAILED, scope, done, total, rebuilt, unchanged, reason?, startedOn, finishedOn?, startedByName }`'

const BY_FACULTY = { filter: { facultyId: 'string' } } as const satisfies ListSpec
const BY_CRITERIA = { filter: { criteria: 'string' } } as const satisfies ListSpec
const BY_CRITERIA_TYPE = { filter: { criteria: 'string', type: 'string' } } as const satisfies ListSpec

/** The criterion and the template type a list names (`query=filter:criteria eq <c>,type eq <t>`), both required. */
const criteriaAndTypeOf = (query: ListQuery) => ({
  criteria: requiredFilter(query, 'criteria', NaacCriteriaSchema),
  type: requiredFilter(query, 'type', NaacTemplateTypeSchema),
})

/**
 * A legacy download: the workbook in the answer, a redirect to it when it is big, or a text file saying when it
 * will be ready (the legacy client saves whatever it gets; workbook-notice.ts).
 */
const sent = (c: Context, download: ReportDownload) => {
  if ('redirect' in download) return c.redirect(download.redirect, 302)
  if ('notice' in download) return noticeResponse(c, download.notice)
  return c.body(download.bytes, 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
  })
}

/** The report workbooks, their builds, the pre-check and the Report screen's template lists (legacy-client.md 2.5, 3.1). */
export const reportRoutes = ({ reports }: { reports: NaacReports }) =>
  createRoutes()
    .get(
      '/boot/consolidateExcel/facultyConsolidateExcell',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A faculty's consolidated workbook of one type (\`?type=&facultyId=\`): a sheet per template, every entry of the faculty's departments, saved as \`template.xlsx\` (a 302 to the file when over 4 MB). Before its first build the call starts it (or waits for the build running) and answers 202 with a text file saying when it will be ready (and \`Retry-After\`); 404 with a text file when there is no template of the type. ${FACULTY}`,
        responseDescription:
          'The .xlsx file, as an attachment; or a `template - being built.txt` / `template - nothing to consolidate.txt` attachment',
      }),
      validate('query', TypeQuerySchema),
      async (c) => {
        const { facultyId, type } = c.req.valid('query')
        return sent(c, await reports.workbooks.facultyWorkbook(callerOf(c), facultyId, type))
      },
    )
    .get(
      '/boot/consolidateExcel/faculty',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A faculty's built consolidated workbooks, one per type (\`?facultyId=\`; one Query). ${FACULTY}`,
        response: z.array(RecordSchema),
        responseDescription: `A bare array of ${WORKBOOK}`,
      }),
      validate('query', FacultyQuerySchema),
      async (c) =>
        c.json(await reports.workbooks.facultyWorkbooks(callerOf(c), c.req.valid('query').facultyId), 200),
    )
    .get(
      '/boot/consolidateExcel/mergeNaacConsolidate',
      access(STAFF_READERS, 'college'),
      describe({
        summary:
          'Build every workbook of the college now (`?facultyIds=` as the legacy client sends them; every faculty is built). The administrator. 409 REPORTS_RUNNING while a build runs',
        response: RecordSchema,
        responseDescription: `The build: ${RUN}`,
      }),
      validate('query', FacultyIdsQuerySchema),
      async (c) => c.json(await reports.workbooks.buildAll(callerOf(c)), 200),
    )
    .get(
      '/boot/naacFacultyConsolidate',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A faculty's workbook of each template: \`query=filter:facultyId eq <f>\` (one Query). ${FACULTY}`,
        response: z.array(RecordSchema),
        responseDescription: `A bare array of ${WORKBOOK}`,
      }),
      listQuery(BY_FACULTY),
      async (c) => {
        const facultyId = requiredFilter(listQueryOf(c), 'facultyId', FacultyParamSchema.shape.facultyId)
        return c.json(await reports.workbooks.facultyTemplateWorkbooks(callerOf(c), facultyId), 200)
      },
    )
    .get(
      '/boot/naac/download',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `One template's workbook of a faculty (\`?naacTemplateId=&facultyId=\`), saved as \`NAAC Report.xlsx\`. ${FACULTY}`,
        responseDescription: 'The .xlsx file, as an attachment',
      }),
      validate('query', TemplateFacultyQuerySchema),
      async (c) => {
        const { facultyId, naacTemplateId } = c.req.valid('query')
        return sent(
          c,
          await reports.workbooks.templateFacultyWorkbook(callerOf(c), facultyId, naacTemplateId),
        )
      },
    )
    .get(
      '/boot/naacCriteriaExcel',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `Each template's workbook of a criterion, every faculty: \`query=filter:criteria eq <c>\` (one Query). ${COLLEGE}`,
        response: z.array(RecordSchema),
        responseDescription: `A bare array of ${WORKBOOK}`,
      }),
      listQuery(BY_CRITERIA),
      async (c) => {
        const criteria = requiredFilter(listQueryOf(c), 'criteria', NaacCriteriaSchema)
        return c.json(await reports.workbooks.criteriaTemplateWorkbooks(callerOf(c), criteria), 200)
      },
    )
    .get(
      '/boot/naacExcelByCriteria',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `A criterion's complete workbook of one type (a sheet per template): \`query=filter:criteria eq <c>,type eq <t>\` (one GetItem). ${COLLEGE}`,
        response: z.array(RecordSchema),
        responseDescription: `\`[]\` or \`[${WORKBOOK}]\``,
      }),
      listQuery(BY_CRITERIA_TYPE),
      async (c) => {
        const { criteria, type } = criteriaAndTypeOf(listQueryOf(c))
        return c.json(await reports.workbooks.criteriaWorkbook(callerOf(c), criteria, type), 200)
      },
    )
    .post(
      '/boot/naacReports/runs',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Build workbooks now: \`{ facultyId?, type?, criteria? }\`; a faculty's (${FACULTY}), or a criterion's with its pre-check, or every one (${COLLEGE}). Only what changed since the last build is rebuilt. 409 REPORTS_RUNNING while a build runs`,
        response: RecordSchema,
        responseDescription: `202 the build: ${RUN}`,
      }),
      validate('json', BuildRequestSchema),
      async (c) => c.json(await reports.workbooks.build(callerOf(c), c.req.valid('json')), 202),
    )
    .get(
      '/boot/naacReports/runs/latest',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `The latest build and its progress (one GetItem). ${COLLEGE}`,
        response: RecordSchema.nullable(),
        responseDescription: `\`null\` or ${RUN}`,
      }),
      async (c) => c.json(await reports.workbooks.latestRun(callerOf(c)), 200),
    )
    .get(
      '/boot/naacReports/precheck',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `What blocks a criterion's submission, per template, as the last build found it: \`query=filter:criteria eq <c>,type eq <t>\`. ${COLLEGE}`,
        response: RecordSchema,
        responseDescription:
          '`{ criteria, type, checkedOn?, blocking, templates: [{ id, title, subCriteria, position?, checked, checkedOn?, noEntries, entries, waiting, unApproved, notApplicableIn, missingFileCount, missingFiles: [{ entryId, facultyDeptId, facultyDeptName, label }], duplicateCount, duplicates: [{ entryIds, facultyDeptId, facultyDeptName }] }] }`',
      }),
      listQuery(BY_CRITERIA_TYPE),
      async (c) => {
        const { criteria, type } = criteriaAndTypeOf(listQueryOf(c))
        return c.json(await reports.precheck.ofCriteria(callerOf(c), criteria, type), 200)
      },
    )
    .get(
      '/boot/naacTemplate/getReportFilesByTemplate/:facultyId',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `A faculty's templates of a type (\`query=filter:type eq <t>\`) by position, each with its file fields' labels and the faculty's latest completed merge. ${FACULTY}`,
        response: z.array(RecordSchema),
        responseDescription:
          'A bare array of `{ id, title, note?, description?, position?, subCriteria, criteria, fileLabels, naacCreated?, naacModified?, attachment: [{ fileName, files: [{ url, fileKey, bytes }] }] }`',
      }),
      validate('param', FacultyParamSchema),
      listQuery({ filter: { type: 'string' } } as const satisfies ListSpec),
      async (c) => {
        const type = requiredFilter(listQueryOf(c), 'type', NaacTemplateTypeSchema)
        return c.json(
          await reports.templateFiles.byFaculty(callerOf(c), c.req.valid('param').facultyId, type),
          200,
        )
      },
    )
    .get(
      '/boot/naacTemplate/getReportFilesBycriteria/:criteria/:type',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `The templates of a criterion and type (\`G\` GENERAL, \`M\` MEDICAL) by position. ${COLLEGE}`,
        response: z.array(RecordSchema),
        responseDescription:
          'A bare array of `{ id, title, description?, note?, position?, subCriteria, criteria }`',
      }),
      validate('param', CriteriaTypeParamSchema),
      async (c) => {
        const { criteria, type } = c.req.valid('param')
        return c.json(await reports.templateFiles.byCriteria(callerOf(c), criteria, type), 200)
      },
    )
    .get(
      '/boot/naacTemplate/getCriteriaByFaculty',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `Every faculty's merged files of a template (\`?templateId=\`). ${COLLEGE}`,
        response: RecordSchema,
        responseDescription:
          '`{ attachment: [{ facId, facultyName, fileName, files: [{ url, fileKey, bytes }] }] }`',
      }),
      validate('query', TemplateQuerySchema),
      async (c) =>
        c.json(await reports.templateFiles.byTemplate(callerOf(c), c.req.valid('query').templateId), 200),
    )
