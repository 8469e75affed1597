import { Skeleton, Text } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { useParams } from 'react-router'
import { useStudentSearch } from '@/features/students/api/search-students'
import { StudentSearchResults } from '@/features/students/components/student-search-results'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The server's default page of results (`GET /api/student/search`). */
const SEARCH_PAGE = 50

/** manage-student/search/{text}: where the header search lands. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const text = useParams().text ?? ''
  const { data: students, error } = useStudentSearch(text)
  return (
    <TitledPage title={t('studentSearch.title', { text })}>
      {text.trim().length < 2 && <Text>{t('studentSearch.tooShort')}</Text>}
      <LoadError title={t('studentSearch.loadError')} error={error} />
      {!students && !error && text.trim().length >= 2 && <Skeleton h={160} />}
      {students && <StudentSearchResults students={students} />}
      {students && students.length >= SEARCH_PAGE && (
        <Text c="dimmed" size="sm">
          {t('studentSearch.firstPage', { max: SEARCH_PAGE })}
        </Text>
      )}
    </TitledPage>
  )
}
