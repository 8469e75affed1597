import { useOpeningDepartment } from '@/components/people/headed-departments'
import { TitledPage } from '@/components/ui/titled-page'
import { StudentList } from '@/features/students/components/student-list'

/** manage-student: the student directory, opened on the HOD's own department. */
export function Component() {
  const opening = useOpeningDepartment()
  return (
    <TitledPage title="Manage students">
      {opening.ready && <StudentList openingDepartmentId={opening.departmentId} />}
    </TitledPage>
  )
}
