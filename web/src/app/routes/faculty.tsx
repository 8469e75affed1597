import { GatedPage } from '@/components/ui/access-gate'
import { FacultyList } from '@/features/academics/components/faculty-list'
import { mayManageDepartments } from '@/features/academics/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** faculty: faculties and the faculty departments inside them (administrators). */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <GatedPage
      title={t('faculties.title')}
      allows={mayManageDepartments}
      refusal={t('faculties.refusal')}
      skeletonHeight={240}
    >
      {() => <FacultyList />}
    </GatedPage>
  )
}
