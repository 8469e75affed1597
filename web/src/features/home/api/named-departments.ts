import type { DepartmentFigures } from '@campus/core'
import { departmentName, useDepartments, useEveryYear, yearLabel } from '@/lib/academics'
import { nameIn } from '@/lib/names'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The head counts name a department or a year from people's records, and give its id when no record names it
 * (a department nobody is in yet, a student saved without a year label). Those rows take their names from
 * academics instead: one cached call each, made only when such a row is shown.
 */
export function useNamedDepartments(departments: readonly DepartmentFigures[]): DepartmentFigures[] {
  const { t } = useStaffTranslation('home')
  const unnamed = departments.some((department) => department.name === department.id)
  const unlabelled = departments.some((department) => department.years.some((year) => year.label === year.id))
  const { data: known } = useDepartments(unnamed)
  const { data: everyYear } = useEveryYear(unlabelled)
  const years = everyYear?.flatMap((department) => department.accyearList)
  return departments.map((department) => ({
    ...department,
    name:
      department.name === department.id
        ? (nameIn(known, department.id, departmentName, t('unknown.department')) ?? '…')
        : department.name,
    years: department.years.map((year) =>
      year.label === year.id
        ? { ...year, label: nameIn(years, year.id, yearLabel, t('unknown.academicYear')) ?? '…' }
        : year,
    ),
  }))
}
