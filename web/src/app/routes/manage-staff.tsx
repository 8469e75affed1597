import { Stack, Title } from '@mantine/core'
import { StaffList } from '@/features/staff/components/staff-list'

/** manage-staff: the staff directory. */
export function Component() {
  return (
    <Stack>
      <Title order={1} size="h2">
        Manage staff
      </Title>
      <StaffList />
    </Stack>
  )
}
