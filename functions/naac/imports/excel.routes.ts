import { IdSchema, type Caller } from '@campus/core'
import { receivedFileOf, type ReceivedFile } from '@campus/files'
import {
  access,
  authorize,
  authorizedOf,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  RecordSchema,
  routeFactory,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { NaacDeps } from '../deps'
import type { StoredTemplate } from '../entities'
import { noticeResponse } from '../routes/notice-response'

const ExportParamSchema = z.object({
  templateId: z.string().trim().min(1).max(128),
  /** Named in the path by the legacy client; the file is named from the template's own. */
  subCriteria: z.string().max(200),
})

const ImportQuerySchema = z.object({
  naacTemplateId: IdSchema,
  facultyDeptId: IdSchema,
})

const FileFormSchema = z.strictObject({
  file: z.file({ error: 'Choose a file to upload: send it as multipart/form-data in a field named file.' }),
})

const WHO =
  "An INPUTTER or AUTHORIZER of the faculty department (the caller's `customRole.naacRole`); anyone else gets 403 with the legacy text. A template marked not applicable there: 409 NOT_APPLICABLE"

const INPUT =
  'multipart/form-data with the workbook in the field `file`: an .xlsx (an .xls is refused with how to save it as .xlsx), at most 4.5 MB (413 above), filled in from the sample. Every row is checked before any is written (dates dd/MM/yyyy, numbers, select options, required fields): one refused row writes nothing. At most 10,000 rows'

const IMPORT =
  '`{ id, naacTemplateId, facultyDeptId, fileName, status: PROCESSING | COMPLETED | REJECTED | FAILED, total, done, rejected, firstError?, errorWorkbookUrl?, createdOn, modifiedOn }`; `errorWorkbookUrl` (10 minutes) downloads the refused rows with their row numbers and an Errors column'

/** The import's right checks, before the body is read: a caller without a role gets 403 whatever they send. */
const mayImport = ({ excel }: NaacDeps) =>
  authorize((c) => excel.imports.authorize(callerOf(c), ImportQuerySchema.parse(c.req.query())))

/** How an import starts: the legacy call waits for its answer, the new one answers its id at once. */
type ImportStart<Answer> = (
  caller: Caller,
  template: StoredTemplate,
  facultyDeptId: string,
  file: ReceivedFile,
) => Promise<Answer>

/** The Excel calls of the legacy client (legacy-client.md 2.5, 5.2) and the import's progress. */
export const excelRoutes = (deps: NaacDeps) => {
  /**
   * An import's query, the caller's right to the template (before the body is read) and the uploaded file,
   * handed to `start`.
   */
  const importing = <Answer extends string | { id: string }, Status extends 200 | 202>(
    start: ImportStart<Answer>,
    status: Status,
  ) =>
    routeFactory.createHandlers(
      validate('query', ImportQuerySchema),
      mayImport(deps),
      validate('form', FileFormSchema),
      async (c) => {
        const file = await receivedFileOf(c.req.valid('form').file)
        const template = authorizedOf<StoredTemplate>(c)
        const { facultyDeptId } = c.req.valid('query')
        return c.json(await start(callerOf(c), template, facultyDeptId, file), status)
      },
    )

  return createRoutes()
    .get(
      '/boot/naac/export/:templateId/:subCriteria',
      access(STAFF_READERS, 'college'),
      describe({
        summary:
          "A template's sample workbook, `<subCriteria> template.xlsx`: one column per field a row carries (no files, headings or hidden fields), dropdowns for selects, notes on dates. Built in the background when a form is saved; while it is, a 202 text file (`<subCriteria> template - being prepared.txt`, with Retry-After) says to download it again shortly",
        responseDescription: 'The .xlsx file, as an attachment (202: a text file saying when to ask again)',
      }),
      validate('param', ExportParamSchema),
      async (c) => {
        const sample = await deps.excel.samples.download(c.req.valid('param').templateId)
        if ('notice' in sample) return noticeResponse(c, sample.notice)
        return c.body(sample.bytes, 200, {
          'Content-Type': sample.contentType,
          'Content-Disposition': sample.contentDisposition,
        })
      },
    )
    .post(
      '/boot/naac/import',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Import a workbook of entries (the legacy call, \`?naacTemplateId=&facultyDeptId=\`), waiting a few seconds for it: the JSON string "SUCCESS", the first refused row's text ("Row 4: Date of event: use the date format dd/MM/yyyy (30/10/1994)"), or a note that it continues in the background. ${WHO}. ${INPUT}`,
        response: z.string(),
        responseDescription: 'A JSON string',
      }),
      ...importing((...args) => deps.excel.imports.startAndWait(...args), 200),
    )
    .post(
      '/boot/naac/imports',
      access(STAFF_READERS, 'department'),
      describe({
        summary: `Start an import of a workbook of entries (\`?naacTemplateId=&facultyDeptId=\`); follow it with GET /boot/naac/imports/{id}. ${WHO}. ${INPUT}`,
        response: z.object({ id: z.string() }),
        responseDescription: '202 `{ id }`',
      }),
      ...importing((...args) => deps.excel.imports.start(...args), 202),
    )
    .get(
      '/boot/naac/imports/:id',
      access(STAFF_READERS, 'own'),
      describe({
        summary: 'An import and its progress: who started it, and the administrator',
        response: RecordSchema,
        responseDescription: IMPORT,
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.excel.imports.view(callerOf(c), c.req.valid('param').id), 200),
    )
}
