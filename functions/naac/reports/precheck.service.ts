import { byPosition, type Caller, type NaacCriteria, type NaacTemplateType } from '@campus/core'
import type { FacultyDepartments } from '@campus/db'
import type { NotApplicableRepository } from '../not-applicable/not-applicable.repository'
import type { TemplatesRepository } from '../templates.repository'
import type { TemplatePrecheck } from './precheck'
import type { ReportFilesRepository } from './report-files.repository'
import { assertCollegeReports } from './report-rights'

/**
 * The pre-check of a criterion (what blocks its submission), as the last report build found it per template,
 * with names for the departments and which of them marked a template not applicable. Four Queries: templates,
 * template records, not-applicable marks, faculty departments.
 */
export function createPrecheckService(deps: {
  templates: Pick<TemplatesRepository, 'list'>
  files: Pick<ReportFilesRepository, 'list'>
  notApplicable: Pick<NotApplicableRepository, 'all'>
  facultyDepartments: Pick<FacultyDepartments, 'all'>
}) {
  return {
    async ofCriteria(caller: Caller, criteria: NaacCriteria, type: NaacTemplateType) {
      assertCollegeReports(caller.actor)
      const [templates, records, marks, departments] = await Promise.all([
        deps.templates.list({ type, criteria }),
        deps.files.list('TEMPLATE'),
        deps.notApplicable.all(),
        deps.facultyDepartments.all(),
      ])
      const nameOf = new Map(departments.map(({ id, name }) => [id, name]))
      // A department since deleted still reads as a name, never as its id.
      const named = (id: string) => nameOf.get(id) ?? 'Unknown faculty department'
      let blocking = 0
      let checkedOn: number | undefined
      const rows = templates.sort(byPosition).map((template) => {
        const record = records.find(({ naacTemplateId }) => naacTemplateId === template.id)
        const found = record?.precheck as TemplatePrecheck | undefined
        const notApplicableIn = marks
          .filter(({ templateIds }) => templateIds.includes(template.id))
          .map(({ departmentId }) => named(departmentId))
        if (record) checkedOn = Math.min(checkedOn ?? record.modifiedOn, record.modifiedOn)
        const everywhereNotApplicable = departments.length > 0 && notApplicableIn.length >= departments.length
        const noEntries = found !== undefined && found.entries === 0 && !everywhereNotApplicable
        if (found)
          blocking +=
            (noEntries ? 1 : 0) +
            found.waiting +
            found.unApproved +
            found.missingFileCount +
            found.duplicateCount
        return {
          id: template.id,
          title: template.title,
          subCriteria: template.subCriteria,
          ...(template.position ? { position: template.position } : {}),
          ...(record ? { checkedOn: record.modifiedOn } : {}),
          checked: found !== undefined,
          noEntries,
          entries: found?.entries ?? 0,
          waiting: found?.waiting ?? 0,
          unApproved: found?.unApproved ?? 0,
          notApplicableIn,
          missingFileCount: found?.missingFileCount ?? 0,
          missingFiles: (found?.missingFiles ?? []).map((missing) => ({
            ...missing,
            facultyDeptName: named(missing.facultyDeptId),
          })),
          duplicateCount: found?.duplicateCount ?? 0,
          duplicates: (found?.duplicates ?? []).map((duplicate) => ({
            ...duplicate,
            facultyDeptName: named(duplicate.facultyDeptId),
          })),
        }
      })
      return { criteria, type, ...(checkedOn === undefined ? {} : { checkedOn }), blocking, templates: rows }
    },
  }
}

export type PrecheckService = ReturnType<typeof createPrecheckService>
