import { Anchor, Skeleton, Stack, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useStaff } from '@/features/staff/api/staff-profile'
import { StaffPasswordForm } from '@/features/staff/components/staff-password-form'

/** manage-staff/user-password/{userId}: set a staff member's password. */
export function Component() {
  const userId = useParams().userId ?? ''
  const navigate = useNavigate()
  const { data: staff, error } = useStaff(userId)
  return (
    <Stack>
      <Anchor component={Link} to={paths.manageStaff.href()} size="sm">
        ← Back to staff
      </Anchor>
      <Title order={1} size="h2">
        Set password
      </Title>
      <LoadError title="This staff member could not be loaded" error={error} />
      {!staff && !error && <Skeleton h={200} />}
      {staff && (
        <StaffPasswordForm
          userId={userId}
          name={staff.name}
          onDone={() => void navigate(paths.manageStaff.href())}
        />
      )}
    </Stack>
  )
}
