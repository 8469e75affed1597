import { Checkbox, MultiSelect, Stack } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import type { StaffRef } from '../api/subjects-taught'
import { type StaffOption, useStaffOptions } from '../api/staff'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A subject names at most 20 staff (the schema's limit). */
const MAX_STAFF = 20

const optionLabel = (staff: StaffOption, showDepartment: boolean, t: TFunction<'curriculum'>) =>
  showDepartment && staff.departmentName
    ? t('staffPicker.option', { name: staff.name, department: staff.departmentName })
    : staff.name

/**
 * Picks who teaches a subject: the department's staff, or every department's when asked. Staff already
 * named stay listed even when they are not in the department, so they can be kept or removed.
 */
export function StaffPicker({
  departmentId,
  value,
  onChange,
  error,
}: {
  departmentId: string
  value: StaffRef[]
  onChange: (staff: StaffRef[]) => void
  error?: string | undefined
}) {
  const { t } = useStaffTranslation('curriculum')
  const [everyDepartment, setEveryDepartment] = useState(false)
  const options = useStaffOptions(departmentId, everyDepartment)
  const known = options.data ?? []
  const data = [
    ...known.map((staff) => ({ value: staff.id, label: optionLabel(staff, everyDepartment, t) })),
    ...value
      .filter((chosen) => !known.some((staff) => staff.id === chosen.staffid))
      .map((chosen) => ({ value: chosen.staffid, label: chosen.staffName })),
  ]

  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('staffPicker.staff')}
        description={t('staffPicker.hint', { max: MAX_STAFF })}
        placeholder={
          options.isLoading ? t('staffPicker.loading') : value.length ? undefined : t('staffPicker.choose')
        }
        data={data}
        value={value.map((staff) => staff.staffid)}
        onChange={(ids) =>
          onChange(
            ids.map((id) => ({
              staffid: id,
              staffName:
                known.find((staff) => staff.id === id)?.name ??
                value.find((staff) => staff.staffid === id)?.staffName ??
                id,
            })),
          )
        }
        maxValues={MAX_STAFF}
        error={error ?? options.error?.message}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('staffPicker.noMatch')}
      />
      <Checkbox
        label={t('staffPicker.otherDepartments')}
        checked={everyDepartment}
        onChange={(event) => setEveryDepartment(event.currentTarget.checked)}
      />
    </Stack>
  )
}
