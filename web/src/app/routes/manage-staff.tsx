import { useOpeningDepartment } from '@/components/people/headed-departments'
import { TitledPage } from '@/components/ui/titled-page'
import { StaffList } from '@/features/staff/components/staff-list'

/** manage-staff: the staff directory, opened on the HOD's own department. */
export function Component() {
  const opening = useOpeningDepartment()
  return (
    <TitledPage title="Manage staff">
      {opening.ready && <StaffList openingDepartmentId={opening.departmentId} />}
    </TitledPage>
  )
}
