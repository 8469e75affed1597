import { useOpeningDepartment } from '@/components/people/headed-departments'
import { TitledPage } from '@/components/ui/titled-page'
import { StudentList } from '@/features/students/components/student-list'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** manage-student: the student directory, opened on the HOD's own department. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const opening = useOpeningDepartment()
  return (
    <TitledPage title={t('manageStudents.title')}>
      {opening.ready && <StudentList openingDepartmentId={opening.departmentId} />}
    </TitledPage>
  )
}
