import { Alert, Skeleton } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { CollegeSettingsForm } from '@/features/college/components/college-settings-form'
import { useCollege } from '@/lib/college'
import { useCurrentUser } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'

export function Component() {
  const { t } = useStaffTranslation('app')
  const { data: user } = useCurrentUser()
  const { data: college } = useCollege()
  return (
    <TitledPage title={t('collegeSettings.title')} maw={960}>
      {!user || !college ? (
        <Skeleton h={300} />
      ) : user.usertype === 'ADMIN' ? (
        <CollegeSettingsForm college={college} />
      ) : (
        <Alert color="yellow">{t('collegeSettings.refusal')}</Alert>
      )}
    </TitledPage>
  )
}
