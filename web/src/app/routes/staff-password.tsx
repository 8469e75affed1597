import { Anchor, Skeleton, Stack, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useStaff } from '@/features/staff/api/staff-profile'
import { StaffPasswordForm } from '@/features/staff/components/staff-password-form'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** manage-staff/user-password/{userId}: set a staff member's password. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const userId = useParams().userId ?? ''
  const navigate = useNavigate()
  const { data: staff, error } = useStaff(userId)
  return (
    <Stack>
      <Anchor component={Link} to={paths.manageStaff.href()} size="sm">
        {t('staffPassword.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('staffPassword.title')}
      </Title>
      <LoadError title={t('staffPassword.loadError')} error={error} />
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
