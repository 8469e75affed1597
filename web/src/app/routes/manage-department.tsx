import { GatedPage } from '@/components/ui/access-gate'
import { DepartmentTable } from '@/features/academics/components/department-table'
import { mayManageDepartments } from '@/features/academics/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** manageDepartment: the college's departments and their HODs (administrators). */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <GatedPage
      title={t('manageDepartment.title')}
      allows={mayManageDepartments}
      refusal={t('manageDepartment.refusal')}
      skeletonHeight={240}
    >
      {() => <DepartmentTable />}
    </GatedPage>
  )
}
