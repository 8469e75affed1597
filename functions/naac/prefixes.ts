/**
 * The paths naac serves (the legacy client's `/boot` family); apart from the manifest so the Lambda bundle
 * leaves out its loaders.
 */
export const PREFIXES = [
  '/boot/naacTemplate',
  '/boot/naac',
  '/boot/naacApplicableDepts',
  '/boot/comment',
  '/boot/naac-request',
  '/boot/naac-facultyDept-request',
  '/boot/consolidateExcel',
  '/boot/naacFacultyConsolidate',
  '/boot/naacCriteriaExcel',
  '/boot/naacExcelByCriteria',
  '/boot/naacReports',
  '/boot/naacEvidence',
  '/api/docs/naac',
]
