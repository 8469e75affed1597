import { TitledPage } from '@/components/ui/titled-page'
import { StaffList } from '@/features/staff/components/staff-list'

/** manage-staff: the staff directory. */
export function Component() {
  return (
    <TitledPage title="Manage staff">
      <StaffList />
    </TitledPage>
  )
}
