import { useOpeningDepartment } from '@/components/people/headed-departments'
import { TitledPage } from '@/components/ui/titled-page'
import { StaffList } from '@/features/staff/components/staff-list'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** manage-staff: the staff directory, opened on the HOD's own department. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const opening = useOpeningDepartment()
  return (
    <TitledPage title={t('manageStaff.title')}>
      {opening.ready && <StaffList openingDepartmentId={opening.departmentId} />}
    </TitledPage>
  )
}
