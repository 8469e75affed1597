import { Alert, Skeleton, Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useStudent } from '@/features/students/api/student'
import { StudentDetails } from '@/features/students/components/student-details'

/** manage-student/profile/{userId}: staff open it from the search; a student sees their own. */
export function Component() {
  const userId = useParams().userId ?? ''
  const { data: student, error } = useStudent(userId)
  return (
    <Stack>
      {error && (
        <Alert color="red" title="This profile cannot be shown">
          {error instanceof Error ? error.message : ''}
        </Alert>
      )}
      {!student && !error && <Skeleton h={240} />}
      {student && <StudentDetails student={student} />}
    </Stack>
  )
}
