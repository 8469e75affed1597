import { Anchor, Skeleton, Stack } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { requireSession } from '@/app/require-session'
import { paths } from '@/config/paths'
import { useStaff } from '@/features/staff/api/staff-profile'
import { ExperienceSection, WorkSection } from '@/features/staff/components/profile-sections'
import { StaffDetails } from '@/features/staff/components/staff-details'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'

export const loader = requireSession

/** manage-staff/staff-profile-view/{userId}: shown without the menu and header, as shared profile links are. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const userId = useParams().userId ?? ''
  const { data: staff, error } = useStaff(userId)
  return (
    <Stack>
      <Anchor component={Link} to={paths.home.href()}>
        {t('staffProfile.back')}
      </Anchor>
      <LoadError title={t('staffProfile.loadError')} error={error} />
      {!staff && !error && <Skeleton h={200} />}
      {staff && (
        <>
          <StaffDetails staff={staff} />
          {staff.usertype !== 'STUDENT' && (
            <>
              <ExperienceSection userId={userId} />
              <WorkSection userId={userId} />
            </>
          )}
        </>
      )}
    </Stack>
  )
}
