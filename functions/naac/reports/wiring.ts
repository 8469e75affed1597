import type { S3Client } from '@aws-sdk/client-s3'
import type { FacultyDepartments } from '@campus/db'
import type { Attachments } from '@campus/files'
import type { JobStarter } from '@campus/runtime'
import type { NaacEntities } from '../entities'
import type { EntriesRepository } from '../entries.repository'
import type { NotApplicableRepository } from '../not-applicable/not-applicable.repository'
import type { TemplatesRepository } from '../templates.repository'
import { createEvidenceRepository } from './evidence.repository'
import { createEvidenceService } from './evidence.service'
import { createMergesRepository } from './merges.repository'
import { createMergesService } from './merges.service'
import { createPrecheckService } from './precheck.service'
import { createReportDownloads } from './report-downloads'
import { createReportFilesRepository } from './report-files.repository'
import { createReportRunsRepository } from './report-runs.repository'
import type { NaacReports } from './reports'
import { createTemplateFilesService } from './template-files.service'
import { createWorkbooksService } from './workbooks.service'

/**
 * Wires the report services. They record requests, start jobs and presign what the jobs wrote: exceljs and
 * pdf-lib run in the jobs Lambda (jobs.ts), never in the naac function.
 */
export function createNaacReports(wiring: {
  entities: NaacEntities
  templates: TemplatesRepository
  entries: EntriesRepository
  notApplicable: NotApplicableRepository
  facultyDepartments: FacultyDepartments
  attachments: Attachments
  s3: S3Client
  exportsBucket: string
  attachmentsBucket: string
  startJob: JobStarter
  now?: (() => number) | undefined
}): NaacReports {
  const clock = wiring.now ? { now: wiring.now } : {}
  const files = createReportFilesRepository(wiring.entities)
  const merges = createMergesRepository(wiring.entities)
  const exportsDownloads = createReportDownloads(wiring.s3, wiring.exportsBucket)
  const mergesService = createMergesService({
    merges,
    templates: wiring.templates,
    facultyDepartments: wiring.facultyDepartments,
    downloads: {
      exports: exportsDownloads,
      attachments: createReportDownloads(wiring.s3, wiring.attachmentsBucket),
    },
    startJob: wiring.startJob,
    ...clock,
  })
  return {
    workbooks: createWorkbooksService({
      files,
      runs: createReportRunsRepository(wiring.entities),
      templates: wiring.templates,
      downloads: exportsDownloads,
      startJob: wiring.startJob,
      ...clock,
    }),
    merges: mergesService,
    templateFiles: createTemplateFilesService({
      templates: wiring.templates,
      merges,
      mergeViews: mergesService,
      facultyDepartments: wiring.facultyDepartments,
    }),
    precheck: createPrecheckService({
      templates: wiring.templates,
      files,
      notApplicable: wiring.notApplicable,
      facultyDepartments: wiring.facultyDepartments,
    }),
    evidence: createEvidenceService({
      evidence: createEvidenceRepository(wiring.entities),
      templates: wiring.templates,
      entries: wiring.entries,
      attachments: wiring.attachments,
      downloads: exportsDownloads,
      s3: wiring.s3,
      exportsBucket: wiring.exportsBucket,
      startJob: wiring.startJob,
      ...clock,
    }),
  }
}
