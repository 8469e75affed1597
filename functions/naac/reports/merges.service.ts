import { AppError, badRequest, type Caller, notFound } from '@campus/core'
import { type FacultyDepartments, newId } from '@campus/db'
import type { JobStarter } from '@campus/runtime'
import type { MergeLevel, StoredMergeRequest, StoredTemplate } from '../entities'
import type { TemplatesRepository } from '../templates.repository'
import { mergeIdOf } from './keys'
import { MERGE_STALLED_AFTER_MS, type MergedField, type MergesRepository } from './merges.repository'
import type { ReportDownloads, ReportFileLink } from './report-downloads'
import { assertFacultyReports } from './report-rights'
import { stalledReason } from './stalled'
import { startBuildJob } from './start-job'

/** The job that merges (manifest.ts, merge.job.ts). */
export const MERGE_JOB = 'naac-merge'

/** A merge request as the legacy client reads it (`naac-request`, `naac-facultyDept-request`). */
export interface MergeRequestView {
  id: string
  naacTemplateId: string
  facultyId: string
  facultyDeptId?: string
  status: StoredMergeRequest['status']
  reason?: string
  done: number
  total: number
  createdOn: number
  modifiedOn: number
  requestedByName: string
  attachment: {
    fileName: string
    fieldKey: string
    files: ReportFileLink[]
    skipped: MergedField['skipped']
  }[]
}

/** Where a merge's files are read from: merged PDFs in exports, files kept as they are in attachments. */
export interface MergeDownloads {
  exports: ReportDownloads
  attachments: ReportDownloads
}

const STALL_MINUTES = MERGE_STALLED_AFTER_MS / 60_000

/**
 * The 409 while a merge runs: how far it has come (in the message and as `details.merge`), and when it may be
 * replaced (once it has made no progress for MERGE_STALLED_AFTER_MS).
 */
function processing(what: string, running: StoredMergeRequest | undefined) {
  const progress = running?.total ? `: ${running.done} of ${running.total} files merged` : ''
  return new AppError(
    409,
    'MERGE_PROCESSING',
    `A merge of ${what} is processing${progress}. Wait for it to complete; if it makes no progress for ${STALL_MINUTES} minutes, ask again to replace it.`,
    running && {
      merge: {
        id: running.id,
        status: running.status,
        done: running.done,
        total: running.total,
        lastProgressOn: running.modifiedOn,
        replaceableAfter: running.modifiedOn + MERGE_STALLED_AFTER_MS,
      },
    },
  )
}

/**
 * Merges of a template's attachments for a faculty or one of its departments (legacy-client.md 2.5, 3.1: the
 * Merge and Merge Request buttons, download-request, naac-request). A request is one conditional write and a
 * job start; the `naac-merge` job does the merging and records the files on the request.
 */
export function createMergesService(deps: {
  merges: MergesRepository
  templates: Pick<TemplatesRepository, 'find'>
  facultyDepartments: Pick<FacultyDepartments, 'find'>
  downloads: MergeDownloads
  startJob: JobStarter
  now?: () => number
}) {
  const { merges } = deps
  const now = deps.now ?? Date.now

  async function view(request: StoredMergeRequest): Promise<MergeRequestView> {
    const at = now()
    const stalled = merges.isStalled(request, at)
    const attachment = await Promise.all(
      (request.attachment as MergedField[]).map(async (field) => ({
        fileName: field.fileName,
        fieldKey: field.fieldKey,
        files: await Promise.all(
          field.files.map((file) =>
            deps.downloads[file.bucket].link(file.objectKey, file.fileKey, file.bytes),
          ),
        ),
        skipped: field.skipped,
      })),
    )
    return {
      id: request.id,
      naacTemplateId: request.naacTemplateId,
      facultyId: request.facultyId,
      ...(request.facultyDeptId ? { facultyDeptId: request.facultyDeptId } : {}),
      status: stalled ? 'FAILED' : request.status,
      ...(stalled ? { reason: stalledReason('merge') } : request.reason ? { reason: request.reason } : {}),
      done: request.done,
      total: request.total,
      createdOn: request.createdOn,
      modifiedOn: request.modifiedOn,
      requestedByName: request.requestedByName,
      attachment,
    }
  }

  /** The faculty a scope belongs to, checked against the caller's report rights. */
  async function scopeOf(caller: Caller, level: MergeLevel, scopeId: string) {
    if (level === 'FACULTY') {
      assertFacultyReports(caller.actor, scopeId)
      return { facultyId: scopeId }
    }
    const department = await deps.facultyDepartments.find(scopeId)
    if (!department)
      throw badRequest('FACULTY_DEPT_NOT_FOUND', `Faculty department ${scopeId} not found`, [
        { path: 'facultyDeptId', message: 'No such faculty department' },
      ])
    assertFacultyReports(caller.actor, department.facultyId)
    return { facultyId: department.facultyId, facultyDeptId: scopeId }
  }

  async function templateOf(templateId: string): Promise<StoredTemplate> {
    const template = await deps.templates.find(templateId)
    if (!template) throw notFound('Template', templateId)
    return template
  }

  return {
    /**
     * Starts a merge (`download-request`, POST); 409 with the running one's progress while one of the same
     * scope runs and has not stalled (no progress for MERGE_STALLED_AFTER_MS), which a new request replaces.
     */
    async request(caller: Caller, level: MergeLevel, scopeId: string, templateId: string) {
      const scope = await scopeOf(caller, level, scopeId)
      const template = await templateOf(templateId)
      const id = mergeIdOf(level, scopeId, template.id)
      const existing = await merges.find({ id })
      const at = now()
      const request: StoredMergeRequest = {
        id,
        level,
        naacTemplateId: template.id,
        ...scope,
        scopeId,
        status: 'PROCESSING',
        runId: newId(),
        done: 0,
        total: 0,
        // The last merge's files stay downloadable until this one completes.
        attachment: (existing?.attachment as MergedField[] | undefined) ?? [],
        requestedBy: caller.actor.userId,
        requestedByName: caller.actor.name,
        createdOn: at,
        modifiedOn: at,
      }
      if (!(await merges.start(request)))
        throw processing(template.title, await merges.find({ id }, { consistent: true }))
      await startBuildJob(deps.startJob, { job: MERGE_JOB, id, runId: request.runId }, () =>
        merges.finish(request, {
          status: 'FAILED',
          reason: 'The merge could not start. Ask for it again.',
          modifiedOn: now(),
        }),
      )
      return view(request)
    },

    /** The legacy PUT with `status: 'PROCESSING'`: queues a merge that the next request starts. */
    async queue(caller: Caller, level: MergeLevel, id: string) {
      const found = await merges.find({ id })
      if (!found || found.level !== level) throw notFound('Merge request', id)
      await scopeOf(caller, level, found.scopeId)
      const at = now()
      const queued = await merges.queue(
        id,
        newId(),
        { requestedBy: caller.actor.userId, requestedByName: caller.actor.name },
        at,
      )
      if (!queued)
        throw processing(
          (await deps.templates.find(found.naacTemplateId))?.title ?? 'this template',
          await merges.find({ id }, { consistent: true }),
        )
      return view((await merges.find({ id })) ?? found)
    },

    /** The request of a template and scope, as a list of none or one (the legacy client reads `[0]`). */
    async list(caller: Caller, level: MergeLevel, scopeId: string, templateId: string) {
      await scopeOf(caller, level, scopeId)
      const found = await merges.find({ id: mergeIdOf(level, scopeId, templateId) })
      return found ? [await view(found)] : []
    },

    view,
  }
}

export type MergesService = ReturnType<typeof createMergesService>
