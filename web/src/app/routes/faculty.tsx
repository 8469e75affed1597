import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { FacultyList } from '@/features/academics/components/faculty-list'
import { useCurrentUser } from '@/lib/current-user'

/** faculty: faculties and the faculty departments inside them (administrators). */
export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Faculties
      </Title>
      {!user ? (
        <Skeleton h={240} />
      ) : user.usertype === 'ADMIN' ? (
        <FacultyList />
      ) : (
        <Alert color="yellow">Only administrators manage faculties.</Alert>
      )}
    </Stack>
  )
}
