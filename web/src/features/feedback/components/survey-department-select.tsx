import { Select, type SelectProps } from '@mantine/core'
import { departmentName } from '@/lib/academics'
import type { SurveyDepartments } from '../hooks/use-survey-departments'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** "Department": one of those the reader may put a survey in, searchable; says so while they load or fail. */
export function SurveyDepartmentSelect({
  departments,
  error,
  ...props
}: { departments: SurveyDepartments } & Omit<
  SelectProps,
  'label' | 'searchable' | 'data' | 'placeholder' | 'nothingFoundMessage'
>) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Select
      label={t('department.label')}
      searchable
      data={departments.managed.map((department) => ({
        value: department.id,
        label: departmentName(department),
      }))}
      placeholder={departments.isLoading ? t('department.loading') : undefined}
      nothingFoundMessage={t('department.nothingFound')}
      error={error ?? departments.error?.message}
      {...props}
    />
  )
}

/** The department whose groups or subjects are added to a survey: one stays chosen once picked. */
export function TargetDepartmentSelect({
  departments,
  departmentId,
  onChange,
}: {
  departments: SurveyDepartments
  departmentId: string | undefined
  onChange: (departmentId: string | undefined) => void
}) {
  return (
    <SurveyDepartmentSelect
      departments={departments}
      required
      value={departmentId ?? null}
      onChange={(value) => onChange(value ?? undefined)}
      allowDeselect={false}
    />
  )
}
