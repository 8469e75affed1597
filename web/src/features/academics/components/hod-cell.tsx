import type { ListedDepartment } from '@campus/core'
import { Anchor, Button, Group, Stack } from '@mantine/core'
import { Link } from 'react-router'
import { RowAction } from '@/components/ui/row-action'
import { oneLine } from '@/components/ui/table-columns'
import { paths } from '@/config/paths'
import type { StaffMember } from '../api/hods'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The HOD column: each head's name (to their profile, on one line) with Remove, then Assign for another one. */
export function HodCell({
  department,
  hods,
  onAssign,
  onRemove,
}: {
  department: ListedDepartment
  hods: readonly StaffMember[]
  onAssign: () => void
  onRemove: (hod: StaffMember) => void
}) {
  const { t } = useStaffTranslation('academics')
  return (
    <Stack gap={4} align="flex-start">
      {hods.map((hod) => (
        <Group key={hod.id} gap={4}>
          <Anchor component={Link} to={paths.staffProfile.href(hod.id)} size="sm" {...oneLine(hod.name, 24)}>
            {hod.name}
          </Anchor>
          <RowAction
            label={t('hodCell.remove')}
            aria-label={t('hodCell.removeLabel', { name: hod.name, department: department.departmentName })}
            variant="subtle"
            color="red"
            onClick={() => onRemove(hod)}
          />
        </Group>
      ))}
      <Button size="compact-xs" variant="light" onClick={onAssign}>
        {t('hodCell.assign')}
      </Button>
    </Stack>
  )
}
