import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { ManageSubjects } from '@/features/curriculum/components/manage-subjects'
import { mayManageSubjects } from '@/features/curriculum/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** manage-subject: regulations, their subjects, and the subjects taught (ADMIN, and HODs for their departments). */
export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Manage subjects
      </Title>
      {!user ? (
        <Skeleton h={300} />
      ) : mayManageSubjects(user) ? (
        <ManageSubjects user={user} />
      ) : (
        <Alert color="yellow">Only administrators and heads of department manage subjects.</Alert>
      )}
    </Stack>
  )
}
