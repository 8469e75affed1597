import { setTimeout as sleep } from 'node:timers/promises'
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { badRequest, type Caller, conflict, forbidden, type NaacImportView, notFound } from '@campus/core'
import { newId } from '@campus/db'
import {
  attachmentDisposition,
  baseNameOf,
  checkContent,
  CONTENT_TYPES,
  extensionOf,
  isUnsafeFileName,
  type ReceivedFile,
  sniff,
} from '@campus/files'
import type { JobStarter } from '@campus/runtime'
import type { AuditTrail } from '../audit-trail'
import type { StoredImport, StoredTemplate } from '../entities'
import type { FacultyDeptChecks } from '../faculty-depts'
import type { NotApplicableRepository } from '../not-applicable/not-applicable.repository'
import type { TemplatesRepository } from '../templates.repository'
import type { ImportsRepository } from './imports.repository'
import { IMPORT_JOB, importKey } from './keys'

/** Where an import goes: the template and the faculty department (the legacy query). */
export interface ImportTarget {
  naacTemplateId: string
  facultyDeptId: string
}

/**
 * How long the legacy call waits for its import before answering that it continues in the background. The
 * domain functions stop at 10 s (infra/constructs/domain-function.ts), and the upload and the record come
 * first: 7 s leaves them room.
 */
const LEGACY_WAIT_MS = 7_000
const LEGACY_POLL_MS = 250

/**
 * An import still PROCESSING this long after it started has stopped (the jobs Lambda runs 10 minutes at most;
 * its job died before it could say so, or its schedule never fired): it is answered as FAILED.
 */
export const IMPORT_STALLED_AFTER_MS = 15 * 60 * 1000
const STALLED_REASON = 'The import did not finish. Check the list, then import the workbook again.'

/** How long an error workbook's link works. */
const LINK_SECONDS = 600

const XLS_MESSAGE = 'Save the workbook as .xlsx (Excel Workbook) and upload it again.'

/** The uploaded file must be an .xlsx: an old .xls (a different format exceljs cannot read) says how to mend it. */
function checkWorkbook(file: ReceivedFile) {
  const refuse = (message: string) => badRequest('FILE_INVALID', message, [{ path: 'file', message }])
  const extension = extensionOf(file.name)
  if (!file.bytes.length) throw refuse('The file is empty.')
  if (extension === 'xls' || sniff(file.bytes.subarray(0, 16)) === 'ole') throw refuse(XLS_MESSAGE)
  if (extension !== 'xlsx')
    throw refuse('Upload the workbook as an .xlsx file (Excel Workbook), filled in from the sample.')
  if (!checkContent(file.name, file.bytes, true).ok)
    throw refuse(`The file is not an Excel workbook. ${XLS_MESSAGE}`)
}

const notApplicableConflict = () =>
  conflict(
    'NOT_APPLICABLE',
    'This template is marked Not Applicable for the department: no entries are taken.',
  )

/**
 * Excel imports of a template's entries (legacy-client.md 5.2): the upload is checked and kept in the exports
 * bucket, recorded as PROCESSING and handed to the `naac-import` job in the jobs Lambda, which reads every row,
 * refuses the file if any row is wrong, and otherwise writes them all as WAITING entries.
 */
export function createImportsService(deps: {
  imports: ImportsRepository
  templates: Pick<TemplatesRepository, 'find'>
  checks: Pick<FacultyDeptChecks, 'enter'>
  notApplicable: Pick<NotApplicableRepository, 'isNotApplicable'>
  audit: AuditTrail
  s3: S3Client
  /** The exports bucket. */
  bucket: string
  startJob: JobStarter
  now?: () => number
  /** How long the legacy call waits (7 s unless told). */
  legacyWaitMs?: number
}) {
  const now = deps.now ?? Date.now
  const legacyWaitMs = deps.legacyWaitMs ?? LEGACY_WAIT_MS

  async function present(record: StoredImport): Promise<NaacImportView> {
    const stalled = record.status === 'PROCESSING' && record.createdOn < now() - IMPORT_STALLED_AFTER_MS
    const view: NaacImportView = {
      id: record.id,
      naacTemplateId: record.naacTemplateId,
      facultyDeptId: record.facultyDeptId,
      fileName: record.fileName,
      status: stalled ? 'FAILED' : record.status,
      total: record.total,
      done: record.done,
      rejected: record.rejected,
      ...(stalled
        ? { firstError: STALLED_REASON }
        : record.firstError
          ? { firstError: record.firstError }
          : {}),
      createdOn: record.createdOn,
      modifiedOn: record.modifiedOn,
    }
    if (!record.errorFileKey) return view
    const errorWorkbookUrl = await getSignedUrl(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: record.errorFileKey,
        ResponseContentDisposition: attachmentDisposition(
          `${record.fileName.replace(/\.xlsx$/i, '')} errors.xlsx`,
        ),
        ResponseContentType: CONTENT_TYPES.xlsx,
      }),
      { expiresIn: LINK_SECONDS },
    )
    return { ...view, errorWorkbookUrl }
  }

  /** The legacy answer for an import: SUCCESS, the first refused row's text, or how far it got. */
  function legacyAnswer(view: NaacImportView): string {
    switch (view.status) {
      case 'COMPLETED':
        return 'SUCCESS'
      case 'REJECTED':
      case 'FAILED':
        return view.firstError ?? 'The import failed. Try again.'
      case 'PROCESSING':
        return view.total
          ? `The import continues in the background: ${view.done} of ${view.total} rows saved so far. Reload the list in a minute.`
          : 'The import continues in the background. Reload the list in a minute.'
    }
  }

  const service = {
    /**
     * Who may import into the faculty department, before the file is read: an INPUTTER or AUTHORIZER of it,
     * into a template that exists and is not marked not applicable there. Answers the template.
     */
    async authorize(caller: Caller, target: ImportTarget): Promise<StoredTemplate> {
      await deps.checks.enter(caller.actor, target.facultyDeptId)
      const [template, notApplicable] = await Promise.all([
        deps.templates.find(target.naacTemplateId),
        deps.notApplicable.isNotApplicable(target.facultyDeptId, target.naacTemplateId),
      ])
      if (!template)
        throw badRequest('TEMPLATE_NOT_FOUND', `Template ${target.naacTemplateId} not found`, [
          { path: 'naacTemplateId', message: 'No such template' },
        ])
      if (notApplicable) throw notApplicableConflict()
      return template
    },

    /**
     * `POST /boot/naac/imports`: keeps the checked workbook in the exports bucket, records the import as
     * PROCESSING against the template's current form version and starts its job. Audited.
     */
    async start(
      caller: Caller,
      template: StoredTemplate,
      facultyDeptId: string,
      file: ReceivedFile,
    ): Promise<{ id: string }> {
      checkWorkbook(file)
      const id = newId()
      const key = importKey(id)
      await deps.s3.send(
        new PutObjectCommand({
          Bucket: deps.bucket,
          Key: key,
          Body: file.bytes,
          ContentType: CONTENT_TYPES.xlsx,
        }),
      )
      const at = now()
      const fileName = isUnsafeFileName(file.name) ? 'workbook.xlsx' : baseNameOf(file.name)
      const record: StoredImport = {
        id,
        naacTemplateId: template.id,
        facultyDeptId,
        version: template.version,
        fileName,
        fileKey: key,
        status: 'PROCESSING',
        total: 0,
        done: 0,
        rejected: 0,
        createdBy: caller.actor.userId,
        createdByName: caller.actor.name,
        createdOn: at,
        modifiedOn: at,
      }
      await deps.imports.create(record)
      await deps.audit(caller, { entity: 'import', id, action: 'CREATE', after: record })
      try {
        await deps.startJob({
          job: IMPORT_JOB,
          importId: id,
          actorType: caller.actor.userType,
          ...(caller.requestId ? { requestId: caller.requestId } : {}),
        })
      } catch {
        await deps.imports.finish(
          id,
          { status: 'FAILED', firstError: 'The import could not be started. Try again.' },
          now(),
        )
      }
      return { id }
    },

    /**
     * `POST /boot/naac/import`: the legacy call. Starts the import, then waits a few seconds for it to end:
     * `"SUCCESS"`, the first refused row's text (which the legacy client shows in its red band), or a note
     * that it continues in the background.
     */
    async startAndWait(
      caller: Caller,
      template: StoredTemplate,
      facultyDeptId: string,
      file: ReceivedFile,
    ): Promise<string> {
      const { id } = await service.start(caller, template, facultyDeptId, file)
      const started = Date.now()
      let record = await deps.imports.find(id, true)
      while (record?.status === 'PROCESSING' && Date.now() - started < legacyWaitMs) {
        await sleep(LEGACY_POLL_MS)
        record = await deps.imports.find(id, true)
      }
      if (!record) throw notFound('Import', id)
      return legacyAnswer(await present(record))
    },

    /** `GET /boot/naac/imports/{id}`: one import and its progress, for who started it and the administrator. */
    async view(caller: Caller, id: string): Promise<NaacImportView> {
      const record = await deps.imports.find(id)
      if (!record) throw notFound('Import', id)
      if (record.createdBy !== caller.actor.userId && caller.actor.userType !== 'ADMIN')
        throw forbidden('Only who started this import, or an administrator, may see it.')
      return present(record)
    },
  }
  return service
}

export type ImportsService = ReturnType<typeof createImportsService>
