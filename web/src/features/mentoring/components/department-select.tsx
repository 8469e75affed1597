import { Select } from '@mantine/core'
import { useEffect } from 'react'
import { departmentName, useDepartments } from '@/lib/academics'
import type { CurrentUserRecord } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { departmentsFor } from '../utils/access'

/**
 * The Degree & Department select of Manage Mentor and its Add Student dialog: the departments the reader may see
 * mentors of, opening on the first one.
 */
export function DepartmentSelect({
  user,
  value,
  onChange,
}: {
  user: CurrentUserRecord
  value: string | undefined
  onChange: (departmentId: string | undefined) => void
}) {
  const { t } = useStaffTranslation('mentoring')
  const departments = useDepartments()
  const offered = departmentsFor(user, departments.data ?? [])
  const first = offered[0]?.id

  // Opens on the first department once they load, so the list below is never empty for no reason.
  useEffect(() => {
    if (!value && first) onChange(first)
  }, [value, first, onChange])

  return (
    <Select
      label={t('department.label')}
      placeholder={departments.isLoading ? t('department.loading') : t('department.choose')}
      data={offered.map((department) => ({ value: department.id, label: departmentName(department) }))}
      value={value ?? null}
      onChange={(choice) => onChange(choice ?? undefined)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('department.none')}
      error={departments.error?.message}
    />
  )
}
