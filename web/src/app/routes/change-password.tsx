import { Skeleton, Text } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { useCurrentUser } from '@/lib/current-user'

export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <TitledPage title="Change password">
      <Text c="dimmed">Changing your password signs you out everywhere else.</Text>
      {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={240} maw={420} />}
    </TitledPage>
  )
}
