import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { useCurrentUser } from '@/lib/current-user'

export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Change password
      </Title>
      <Text c="dimmed">Changing your password signs you out everywhere else.</Text>
      {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={240} maw={420} />}
    </Stack>
  )
}
