import { Select, SimpleGrid } from '@mantine/core'
import {
  departmentName,
  type DepartmentOption,
  useAcademicYears,
  useGroups,
  yearLabel,
} from '@/lib/academics'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Where students are, or go: a department, one of its academic years, and a group of it or none. */
export interface Placement {
  departmentId?: string | undefined
  accYearId?: string | undefined
  /**
   * A group's id, or {@link NO_GROUP}: the whole year when listing, leaving their group when moving.
   * Undefined is "not chosen yet".
   */
  groupId?: string | undefined
}

export const NO_GROUP = 'no-group'

/** The group to send or list by: none for {@link NO_GROUP} or nothing chosen. */
export const groupOf = (placement: Placement) =>
  placement.groupId === NO_GROUP ? undefined : placement.groupId

/**
 * The department, year and group selects of one side of a move. Each label starts with the side ("From
 * department", "To group"), so every input has a name of its own.
 */
export function PlacementFields({
  side,
  departments,
  value,
  onChange,
  noGroupLabel,
  includeInactiveYears = false,
  groupDefaultsToNone = false,
}: {
  side: 'From' | 'To'
  departments: readonly DepartmentOption[]
  value: Placement
  onChange: (placement: Placement) => void
  noGroupLabel: string
  includeInactiveYears?: boolean
  /** Show "no group" until one is chosen (listing); otherwise the group must be chosen (a move's target). */
  groupDefaultsToNone?: boolean
}) {
  const { t } = useStaffTranslation('studentMoves')
  const labels = side === 'From' ? 'placement.from' : 'placement.to'
  const years = useAcademicYears(value.departmentId, includeInactiveYears ? 'ALL' : 'NO')
  const groups = useGroups(value.accYearId)

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t(`${labels}.department`)}
        data={departments.map((department) => ({ value: department.id, label: departmentName(department) }))}
        value={value.departmentId ?? null}
        onChange={(departmentId) => onChange({ departmentId: departmentId ?? undefined })}
        searchable
        allowDeselect={false}
      />
      <Select
        label={t(`${labels}.academicYear`)}
        data={(years.data ?? []).map((year) => ({
          value: year.id,
          label:
            year.inactive === 'YES'
              ? t('placement.inactiveYear', { year: yearLabel(year) })
              : yearLabel(year),
        }))}
        value={value.accYearId ?? null}
        onChange={(accYearId) =>
          onChange({ departmentId: value.departmentId, accYearId: accYearId ?? undefined })
        }
        disabled={!value.departmentId}
        placeholder={years.isLoading ? t('placement.loading') : undefined}
        error={years.error?.message}
        allowDeselect={false}
      />
      <Select
        label={t(`${labels}.group`)}
        data={[
          { value: NO_GROUP, label: noGroupLabel },
          ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.groupName })),
        ]}
        value={value.accYearId ? (value.groupId ?? (groupDefaultsToNone ? NO_GROUP : null)) : null}
        onChange={(groupId) => onChange({ ...value, groupId: groupId ?? undefined })}
        disabled={!value.accYearId}
        placeholder={groupDefaultsToNone ? undefined : t('placement.chooseGroup')}
        error={groups.error?.message}
        allowDeselect={false}
      />
    </SimpleGrid>
  )
}
