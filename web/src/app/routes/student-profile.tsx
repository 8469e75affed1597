import { Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useStudent } from '@/features/students/api/student'
import { StudentDetails } from '@/features/students/components/student-details'
import { LoadError } from '@/components/ui/load-error'

/** manage-student/profile/{userId}: staff open it from the search; a student sees their own. */
export function Component() {
  const { t } = useTranslation('common')
  const userId = useParams().userId ?? ''
  const { data: student, error } = useStudent(userId)
  return (
    <Stack>
      <LoadError title={t('pages.profileNotShown')} error={error} />
      {!student && !error && <Skeleton h={240} />}
      {student && <StudentDetails student={student} />}
    </Stack>
  )
}
