import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { MoveStudents } from '@/features/student-moves/components/move-students'
import { mayMoveStudents } from '@/features/student-moves/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** academicadmin: move students between academic years and groups (ADMIN, HODs, academic admins). */
export function Component() {
  const { data: user } = useCurrentUser()
  return (
    <Stack>
      <Title order={1} size="h2">
        Move students
      </Title>
      {!user ? (
        <Skeleton h={300} />
      ) : mayMoveStudents(user) ? (
        <MoveStudents user={user} />
      ) : (
        <Alert color="yellow">
          Only administrators, heads of department and academic admins move students.
        </Alert>
      )}
    </Stack>
  )
}
