import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { DepartmentTable } from '@/features/academics/components/department-table'
import { useCurrentUser } from '@/lib/current-user'

/** manageDepartment: the college's departments and their HODs (administrators). */
export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Manage Department
      </Title>
      {!user ? (
        <Skeleton h={240} />
      ) : user.usertype === 'ADMIN' ? (
        <DepartmentTable />
      ) : (
        <Alert color="yellow">Only administrators manage departments.</Alert>
      )}
    </Stack>
  )
}
