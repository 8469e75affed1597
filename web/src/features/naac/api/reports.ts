import { listParams, type NaacCriteria, type NaacTemplateType } from '@campus/core'
import useSWR, { useSWRConfig } from 'swr'
import type { ExportJobSource } from '@/components/exports/use-export-job'
import { call, useApi } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import type { JobStatus } from '../utils/job-status'
import { type MergesState, mergesState } from '../utils/merges'
import { NAAC_KEY, naacApi } from './client'

/*
 * The NAAC reports (functions/naac/README.md, "Reports"; docs/adr/0029). The routes describe their answers
 * as plain records, so the shapes the screens read are named here; every call goes through the typed client,
 * which checks each named shape against what the route's handler returns.
 */

/** The report template types: the criteria-report paths spell them G and M (legacy-client 5.2). */
export const REPORT_TYPES = ['GENERAL', 'MEDICAL'] as const satisfies readonly NaacTemplateType[]
export type ReportType = (typeof REPORT_TYPES)[number]

/** A built or merged file: a 10-minute presigned download, its name, and its size when the server knows it. */
export interface ReportFile {
  url: string
  fileKey: string
  bytes?: number
}

/**
 * A built workbook: a faculty's consolidated one (`facultyId`, a sheet per template), a template's in a
 * faculty (`naacTemplateId`, `facultyId`), a template's over every faculty (`naacTemplateId`, `criteria`) or a
 * criterion's complete one (`criteria`).
 */
export interface ReportWorkbook {
  naacTemplateId?: string
  facultyId?: string
  criteria?: string
  type: NaacTemplateType
  createdOn: number
  modifiedOn: number
  rows: number
  xlsFile: ReportFile
}

/** A build of workbooks and pre-checks (job `naac-reports`). */
export interface ReportRun {
  id: string
  status: JobStatus
  scope: { facultyIds?: string[]; type?: NaacTemplateType; criteria?: NaacCriteria }
  done: number
  total: number
  rebuilt: number
  unchanged: number
  reason?: string
  startedOn: number
  finishedOn?: number
  startedByName: string
}

/** What a report run builds: a faculty's workbooks of a type, or a criterion's (and its pre-check). */
export type RunScope = { facultyId: string; type: ReportType } | { criteria: NaacCriteria; type: ReportType }

/** A group of a template's merged files: the file field's label and its files. */
export interface AttachmentGroup {
  fileName: string
  files: ReportFile[]
}

/** A template of a type with the faculty's latest completed merge (`getReportFilesByTemplate`). */
export interface ReportTemplate {
  id: string
  title: string
  note?: string
  description?: string
  position?: string
  subCriteria: string
  criteria: NaacCriteria
  /** The labels of the form's file fields, shown with `----` while nothing is merged. */
  fileLabels: string[]
  naacCreated?: number
  naacModified?: number
  attachment: AttachmentGroup[]
}

/** A template of a criterion (`getReportFilesBycriteria`). */
export interface CriteriaTemplate {
  id: string
  title: string
  description?: string
  position?: string
  subCriteria: string
}

/** A faculty's merged files of one file field of a template (`getCriteriaByFaculty`). */
export interface FacultyAttachment extends AttachmentGroup {
  facId: string
  facultyName: string
}

/** The merged files of one file field: parts of at most 5 MB, and the files that could not be merged. */
export interface MergedAttachment {
  fileName: string
  fieldKey: string
  files: ReportFile[]
  skipped: { fileName: string; reason: string }[]
}

/** A template's latest merge of a faculty's (or a faculty department's) attachments (job `naac-merge`). */
export interface MergeRequest {
  id: string
  naacTemplateId: string
  facultyId?: string
  facultyDeptId?: string
  status: JobStatus
  reason?: string
  done: number
  total: number
  createdOn: number
  modifiedOn: number
  requestedByName: string
  attachment: MergedAttachment[]
}

/**
 * What stands in the way of submitting one template (`naacReports/precheck`). At most 200 missing files and
 * duplicates are listed; their counts (when given) are whole.
 */
export interface PrecheckTemplate {
  id: string
  title: string
  subCriteria: string
  position?: string
  /** When the reports last built it; never, and there is nothing to judge. */
  checkedOn?: number
  checked?: boolean
  /** No entries, and not marked not applicable by every faculty department: the server's judgement. */
  noEntries?: boolean
  entries: number
  waiting: number
  unApproved: number
  /** The faculty departments that marked it not applicable, by name. */
  notApplicableIn: string[]
  missingFileCount?: number
  missingFiles: { entryId: string; facultyDeptId: string; facultyDeptName: string; label: string }[]
  duplicateCount?: number
  duplicates: { entryIds: string[]; facultyDeptId?: string; facultyDeptName: string }[]
}

/** A criterion's pre-check: how many things block submission, template by template. */
export interface Precheck {
  criteria: NaacCriteria
  type: NaacTemplateType
  checkedOn?: number
  blocking: number
  templates: PrecheckTemplate[]
}

/** A document's stable link in an evidence packet. */
export interface EvidenceLink {
  linkId: string
  link: string
  entryId: string
  facultyDeptName: string
  label: string
  fileName: string
}

/** A template's evidence packet: workbook, merged parts of at most 5 MB, one zip, and its links' last check. */
export interface EvidencePacket {
  naacTemplateId: string
  status: JobStatus
  /** Its links are being checked again. */
  checking: boolean
  reason?: string
  done: number
  total: number
  createdOn: number
  modifiedOn: number
  entries: number
  documents: number
  workbook?: ReportFile
  zip?: ReportFile
  parts: (ReportFile & { documents: number })[]
  links: EvidenceLink[]
  check?: {
    checkedOn: number
    checked: number
    /** All the broken links; `broken` lists the first of them. */
    brokenCount?: number
    broken: { linkId: string; link: string; label: string; fileName: string; problem: string }[]
  }
}

/** Every SWR key of the reports starts with these, so a finished build or merge refreshes them all. */
const REPORTS = [NAAC_KEY, 'reports'] as const

/** Re-reads every report list after a build, a merge or a packet finishes. */
export function useRefreshReports() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => Array.isArray(key) && key[0] === REPORTS[0] && key[1] === REPORTS[1])
}

/** How often something being built is read again. */
const POLL_MS = 2000

/** Download links work 10 minutes: what holds them is read again before that, so no link on screen is stale. */
const LINKS_REFRESH_MS = 8 * 60_000

/** SWR for a report that holds download links. */
const useWithLinks = <T>(key: readonly unknown[], fetcher: () => Promise<T>) =>
  useSWR<T, ApiError>(key, fetcher, { refreshInterval: LINKS_REFRESH_MS })

/** A faculty's built consolidated workbooks (`GET /boot/consolidateExcel/faculty`), one per type at most. */
export const useFacultyWorkbooks = (facultyId: string) =>
  useWithLinks<ReportWorkbook[]>([...REPORTS, 'faculty-workbooks', facultyId], () =>
    call(naacApi.boot.consolidateExcel.faculty.$get({ query: { facultyId } })),
  )

/** A faculty's per-template workbooks (`GET /boot/naacFacultyConsolidate`). */
export const useFacultyTemplateWorkbooks = (facultyId: string) =>
  useWithLinks<ReportWorkbook[]>([...REPORTS, 'faculty-template-workbooks', facultyId], () =>
    call(naacApi.boot.naacFacultyConsolidate.$get({ query: listParams({ filter: { facultyId } }) })),
  )

/** A criterion's per-template workbooks over every faculty (`GET /boot/naacCriteriaExcel`). */
export const useCriteriaTemplateWorkbooks = (criteria: NaacCriteria) =>
  useWithLinks<ReportWorkbook[]>([...REPORTS, 'criteria-template-workbooks', criteria], () =>
    call(naacApi.boot.naacCriteriaExcel.$get({ query: listParams({ filter: { criteria } }) })),
  )

/** A criterion's complete workbook of a type, when built (`GET /boot/naacExcelByCriteria`). */
export const useCriteriaWorkbook = (criteria: NaacCriteria, type: ReportType) =>
  useWithLinks<ReportWorkbook | null>([...REPORTS, 'criteria-workbook', criteria, type], async () => {
    const built: ReportWorkbook[] = await call(
      naacApi.boot.naacExcelByCriteria.$get({ query: listParams({ filter: { criteria, type } }) }),
    )
    return built[0] ?? null
  })

/** The templates of a type with the faculty's merged files, by position (`getReportFilesByTemplate`). */
export const useReportTemplates = (facultyId: string, type: ReportType) =>
  useWithLinks<ReportTemplate[]>([...REPORTS, 'templates-with-files', facultyId, type], () =>
    call(
      naacApi.boot.naacTemplate.getReportFilesByTemplate[':facultyId'].$get({
        param: { facultyId },
        query: listParams({ filter: { type } }),
      }),
    ),
  )

/** A criterion's templates of a type, by position (`getReportFilesBycriteria/:criteria/:G or M`). */
export const useCriteriaReportTemplates = (criteria: NaacCriteria, type: ReportType) =>
  useApi<CriteriaTemplate[]>([...REPORTS, 'criteria-templates', criteria, type], () =>
    call(
      naacApi.boot.naacTemplate.getReportFilesBycriteria[':criteria'][':type'].$get({
        param: { criteria, type: type === 'GENERAL' ? 'G' : 'M' },
      }),
    ),
  )

/** Every faculty's merged files of a template (`GET /boot/naacTemplate/getCriteriaByFaculty`). */
export const useTemplateAttachments = (templateId: string) =>
  useWithLinks<FacultyAttachment[]>([...REPORTS, 'template-attachments', templateId], async () => {
    const answer: { attachment: FacultyAttachment[] } = await call(
      naacApi.boot.naacTemplate.getCriteriaByFaculty.$get({ query: { templateId } }),
    )
    return answer.attachment
  })

/**
 * The latest build of workbooks, college-wide (`GET /boot/naacReports/runs/latest`), or null before the first;
 * read again every two seconds while it runs.
 */
export const latestRunSource: ExportJobSource<ReportRun | null> = {
  mode: 'shared',
  key: [...REPORTS, 'run', 'latest'],
  status: () => call(naacApi.boot.naacReports.runs.latest.$get()),
  running: (run) => run?.status === 'PROCESSING',
  pollMs: POLL_MS,
}

/** Starts a build (`POST /boot/naacReports/runs`): the run; 409 REPORTS_RUNNING while one runs. */
export const startRun = (scope: RunScope): Promise<ReportRun> =>
  call(naacApi.boot.naacReports.runs.$post({ json: scope }))

/** Builds every faculty's workbooks now (`GET /boot/consolidateExcel/mergeNaacConsolidate`, ADMIN). */
export const startConsolidation = (facultyIds: readonly string[]): Promise<ReportRun> =>
  call(
    naacApi.boot.consolidateExcel.mergeNaacConsolidate.$get({ query: { facultyIds: facultyIds.join(',') } }),
  )

/** A criterion's pre-check of a type (`GET /boot/naacReports/precheck`). */
export const usePrecheck = (criteria: NaacCriteria, type: ReportType) =>
  useApi<Precheck>([...REPORTS, 'precheck', criteria, type], () =>
    call(naacApi.boot.naacReports.precheck.$get({ query: listParams({ filter: { criteria, type } }) })),
  )

/** Where a merge is: a faculty's (`facultyId`) or a faculty department's (`facultyDeptId`) of one template. */
export type MergePlace = { facultyId: string } | { facultyDeptId: string }

/** A template's latest merge at a place (`GET /boot/naac-request` or `/boot/naac-facultyDept-request`). */
export async function readMerge(templateId: string, place: MergePlace): Promise<MergeRequest | null> {
  const found: MergeRequest[] = await ('facultyId' in place
    ? call(
        naacApi.boot['naac-request'].$get({
          query: listParams({ filter: { naacTemplateId: templateId, facultyId: place.facultyId } }),
        }),
      )
    : call(
        naacApi.boot['naac-facultyDept-request'].$get({
          query: listParams({ filter: { naacTemplateId: templateId, facultyDeptId: place.facultyDeptId } }),
        }),
      ))
  return found[0] ?? null
}

/** A template's latest merge at a place, read again every two seconds while it runs. */
export const mergeSource = (templateId: string, place: MergePlace): ExportJobSource<MergeRequest | null> => ({
  mode: 'shared',
  key: [
    ...REPORTS,
    'merge',
    templateId,
    ...('facultyId' in place ? ['faculty', place.facultyId] : ['department', place.facultyDeptId]),
  ],
  status: () => readMerge(templateId, place),
  running: (request) => request?.status === 'PROCESSING',
  pollMs: POLL_MS,
  refreshMs: LINKS_REFRESH_MS,
})

/**
 * Asks for a template's attachments at a place to be merged (`POST /boot/naac-request` or
 * `/boot/naac-facultyDept-request`): the request, PROCESSING; 409 while one runs.
 */
export const startMerge = (templateId: string, place: MergePlace): Promise<MergeRequest> =>
  'facultyId' in place
    ? call(
        naacApi.boot['naac-request'].$post({
          json: { naacTemplateId: templateId, facultyId: place.facultyId },
        }),
      )
    : call(
        naacApi.boot['naac-facultyDept-request'].$post({
          json: { naacTemplateId: templateId, facultyDeptId: place.facultyDeptId },
        }),
      )

/**
 * A packet as the routes answer it. The route types the last check as a plain record (it is stored as the job
 * wrote it), so it is read as the check the contract describes; the rest is checked against the route.
 */
const packetOf = <Answer extends Omit<EvidencePacket, 'check'> & { check?: object }>(
  answer: Answer,
): EvidencePacket => ({ ...answer, check: answer.check as EvidencePacket['check'] })

/**
 * A template's evidence packet, or null before the first (`GET /boot/naacEvidence/:templateId`), read again
 * every two seconds while it is built or its links are checked.
 */
export const evidenceSource = (templateId: string): ExportJobSource<EvidencePacket | null> => ({
  mode: 'shared',
  key: [...REPORTS, 'evidence', templateId],
  status: async () => {
    const packet = await call(naacApi.boot.naacEvidence[':templateId'].$get({ param: { templateId } }))
    return packet && packetOf(packet)
  },
  running: (packet) => packet?.status === 'PROCESSING' || Boolean(packet?.checking),
  pollMs: POLL_MS,
  refreshMs: LINKS_REFRESH_MS,
})

/** Builds a template's evidence packet (`POST /boot/naacEvidence`): PROCESSING; 409 while one is built. */
export const buildEvidence = async (templateId: string) =>
  packetOf(await call(naacApi.boot.naacEvidence.$post({ json: { naacTemplateId: templateId } })))

/** Checks every link of a built packet again (`POST /boot/naacEvidence/:templateId/check`): `checking`. */
export const checkEvidenceLinks = async (templateId: string) =>
  packetOf(await call(naacApi.boot.naacEvidence[':templateId'].check.$post({ param: { templateId } })))

/**
 * Asks for the merge of each template's attachments in a faculty; a merge already running (409) is waited for
 * like the others. Answers that none has ended yet: {@link facultyMergesSource} reads on from there.
 */
export async function startFacultyMerges(
  templateIds: readonly string[],
  facultyId: string,
): Promise<MergesState> {
  await Promise.all(
    templateIds.map((id) =>
      startMerge(id, { facultyId }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) throw error
      }),
    ),
  )
  return { finished: false, completed: 0, failed: 0, total: templateIds.length }
}

/**
 * The merges of a faculty's templates asked for here, read every two seconds until every one has ended (a merge
 * left running more than 15 minutes is answered FAILED, so this ends).
 */
export const facultyMergesSource = (
  templateIds: readonly string[],
  facultyId: string,
): ExportJobSource<MergesState> => ({
  mode: 'own',
  key: [...REPORTS, 'faculty-merges', facultyId, templateIds.join(',')],
  status: async () => mergesState(await Promise.all(templateIds.map((id) => readMerge(id, { facultyId })))),
  running: (state) => !state.finished,
  pollMs: POLL_MS,
})
