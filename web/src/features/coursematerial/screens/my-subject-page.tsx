import { FileRulesNote } from '@/components/files/file-rules-note'
import { GatedPage } from '@/components/ui/access-gate'
import { useStaffMaterials } from '../api/materials'
import { MaterialsPanel } from '../components/materials-panel'
import { managesMaterial } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The materials of the subjects the signed-in staff member teaches, one card per subject, and New. */
function MySubjects() {
  const list = useStaffMaterials()
  return (
    <>
      <FileRulesNote purpose="document" />
      <MaterialsPanel list={list} />
    </>
  )
}

/** coursematerial/home ("My Subject"): for staff; students read theirs on their own page. */
export function Component() {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <GatedPage title={t('mySubject.title')} allows={managesMaterial} refusal={t('mySubject.refusal')}>
      {() => <MySubjects />}
    </GatedPage>
  )
}
