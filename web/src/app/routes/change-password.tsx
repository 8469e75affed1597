import { Skeleton, Text } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { useCurrentUser } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'

export function Component() {
  const { t } = useStaffTranslation('app')
  const { data: user } = useCurrentUser()
  return (
    <TitledPage title={t('changePassword.title')}>
      <Text c="dimmed">{t('changePassword.note')}</Text>
      {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={240} maw={420} />}
    </TitledPage>
  )
}
