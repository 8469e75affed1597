import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { CollegeSettingsForm } from '@/features/college/components/college-settings-form'
import { useCollege } from '@/lib/college'
import { useCurrentUser } from '@/lib/current-user'

export function Component() {
  const { data: user } = useCurrentUser()
  const { data: college } = useCollege()
  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        College settings
      </Title>
      {!user || !college ? (
        <Skeleton h={300} />
      ) : user.usertype === 'ADMIN' ? (
        <CollegeSettingsForm college={college} />
      ) : (
        <Alert color="yellow">Only administrators can change the college settings.</Alert>
      )}
    </Stack>
  )
}
