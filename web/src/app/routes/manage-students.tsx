import { TitledPage } from '@/components/ui/titled-page'
import { StudentList } from '@/features/students/components/student-list'

/** manage-student: the student directory. */
export function Component() {
  return (
    <TitledPage title="Manage students">
      <StudentList />
    </TitledPage>
  )
}
