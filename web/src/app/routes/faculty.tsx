import { GatedPage } from '@/components/ui/access-gate'
import { FacultyList } from '@/features/academics/components/faculty-list'
import { mayManageDepartments } from '@/features/academics/utils/access'

/** faculty: faculties and the faculty departments inside them (administrators). */
export function Component() {
  return (
    <GatedPage
      title="Faculties"
      allows={mayManageDepartments}
      refusal="Only administrators manage faculties."
      skeletonHeight={240}
    >
      {() => <FacultyList />}
    </GatedPage>
  )
}
