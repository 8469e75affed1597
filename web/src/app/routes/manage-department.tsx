import { GatedPage } from '@/components/ui/access-gate'
import { DepartmentTable } from '@/features/academics/components/department-table'
import { mayManageDepartments } from '@/features/academics/utils/access'

/** manageDepartment: the college's departments and their HODs (administrators). */
export function Component() {
  return (
    <GatedPage
      title="Manage Department"
      allows={mayManageDepartments}
      refusal="Only administrators manage departments."
      skeletonHeight={240}
    >
      {() => <DepartmentTable />}
    </GatedPage>
  )
}
