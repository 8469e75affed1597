import type { S3Client } from '@aws-sdk/client-s3'
import type { JobStarter } from '@campus/runtime'
import type { AuditTrail } from '../audit-trail'
import type { NaacEntities } from '../entities'
import type { FacultyDeptChecks } from '../faculty-depts'
import type { NotApplicableRepository } from '../not-applicable/not-applicable.repository'
import type { TemplatesRepository } from '../templates.repository'
import { createImportsRepository } from './imports.repository'
import { createImportsService, type ImportsService } from './imports.service'
import { createSamplesService, type SamplesService } from './samples.service'

/** The Excel side of naac as the app serves it: sample downloads and imports (`NaacDeps.excel`). */
export interface NaacExcel {
  samples: SamplesService
  imports: ImportsService
}

/**
 * Wires the sample and import services. They only keep files, write import records, start jobs and read what
 * the jobs wrote: exceljs runs in the jobs Lambda (jobs.ts), never in the naac function.
 */
export function createNaacExcel(wiring: {
  entities: NaacEntities
  templates: TemplatesRepository
  checks: FacultyDeptChecks
  notApplicable: NotApplicableRepository
  audit: AuditTrail
  s3: S3Client
  exportsBucket: string
  startJob: JobStarter
  now?: (() => number) | undefined
}): NaacExcel {
  const shared = { s3: wiring.s3, bucket: wiring.exportsBucket, startJob: wiring.startJob }
  return {
    samples: createSamplesService({ ...shared, templates: wiring.templates }),
    imports: createImportsService({
      ...shared,
      imports: createImportsRepository(wiring.entities),
      templates: wiring.templates,
      checks: wiring.checks,
      notApplicable: wiring.notApplicable,
      audit: wiring.audit,
      ...(wiring.now ? { now: wiring.now } : {}),
    }),
  }
}
