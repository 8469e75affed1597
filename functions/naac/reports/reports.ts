import type { EvidenceService } from './evidence.service'
import type { MergesService } from './merges.service'
import type { PrecheckService } from './precheck.service'
import type { TemplateFilesService } from './template-files.service'
import type { WorkbooksService } from './workbooks.service'

/** The report side of naac as the app serves it (`NaacDeps.reports`; docs/adr/0029). */
export interface NaacReports {
  workbooks: WorkbooksService
  merges: MergesService
  templateFiles: TemplateFilesService
  precheck: PrecheckService
  evidence: EvidenceService
}
