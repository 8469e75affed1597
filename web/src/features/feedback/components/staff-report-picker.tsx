import { Select } from '@mantine/core'
import { type StaffChoice, useStaffChoices } from '../api/staff-report'

const choiceLabel = (staff: StaffChoice) =>
  [
    staff.name,
    staff.departmentName && `(${staff.departmentName})`,
    staff.accountStatus === 'DISABLE' && '(disabled)',
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
  const choices = useStaffChoices()
  return (
    <Select
      label="Staff member"
      placeholder={choices.isLoading ? 'Loading staff…' : 'Type a name'}
      data={(choices.data ?? []).map((staff) => ({ value: staff.id, label: choiceLabel(staff) }))}
      value={value ?? null}
      onChange={(staffId) => onChange(staffId ?? undefined)}
      error={choices.error?.message}
      searchable
      clearable
      nothingFoundMessage="No staff match"
      maw={480}
    />
  )
}
