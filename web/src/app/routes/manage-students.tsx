import { Stack, Title } from '@mantine/core'
import { StudentList } from '@/features/students/components/student-list'

/** manage-student: the student directory. */
export function Component() {
  return (
    <Stack>
      <Title order={1} size="h2">
        Manage students
      </Title>
      <StudentList />
    </Stack>
  )
}
