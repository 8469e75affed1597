import { Select } from '@mantine/core'
import { type StaffChoice, useStaffChoices } from '../api/staff-report'
import { useStaffTranslation } from '@/lib/i18n/staff'

const choiceLabel = (staff: StaffChoice, disabled: string) =>
  [
    staff.name,
    staff.departmentName && `(${staff.departmentName})`,
    staff.accountStatus === 'DISABLE' && disabled,
  ]
    .filter(Boolean)
    .join(' ')

/** Chooses whose survey results to read: any HOD or faculty member, found by typing their name. */
export function StaffReportPicker({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (staffId: string | undefined) => void
}) {
  const { t } = useStaffTranslation('feedback')
  const choices = useStaffChoices()
  return (
    <Select
      label={t('staffReport.picker.label')}
      placeholder={choices.isLoading ? t('staffReport.picker.loading') : t('staffReport.picker.placeholder')}
      data={(choices.data ?? []).map((staff) => ({
        value: staff.id,
        label: choiceLabel(staff, t('staffReport.picker.disabled')),
      }))}
      value={value ?? null}
      onChange={(staffId) => onChange(staffId ?? undefined)}
      error={choices.error?.message}
      searchable
      clearable
      nothingFoundMessage={t('staffReport.picker.nothingFound')}
      maw={480}
    />
  )
}
