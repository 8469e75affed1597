import { Skeleton, Text } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { useParams } from 'react-router'
import { useStudentSearch } from '@/features/students/api/search-students'
import { StudentSearchResults } from '@/features/students/components/student-search-results'
import { LoadError } from '@/components/ui/load-error'

/** The server's default page of results (`GET /api/student/search`). */
const SEARCH_PAGE = 50

/** manage-student/search/{text}: where the header search lands. */
export function Component() {
  const text = useParams().text ?? ''
  const { data: students, error } = useStudentSearch(text)
  return (
    <TitledPage title={`Students matching “${text}”`}>
      {text.trim().length < 2 && <Text>Type at least 2 characters to search.</Text>}
      <LoadError title="The search did not work" error={error} />
      {!students && !error && text.trim().length >= 2 && <Skeleton h={160} />}
      {students && <StudentSearchResults students={students} />}
      {students && students.length >= SEARCH_PAGE && (
        <Text c="dimmed" size="sm">
          Showing the first {SEARCH_PAGE} matches. Type more of the name or number to narrow the search.
        </Text>
      )}
    </TitledPage>
  )
}
