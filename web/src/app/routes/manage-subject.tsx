import { GatedPage } from '@/components/ui/access-gate'
import { ManageSubjects } from '@/features/curriculum/components/manage-subjects'
import { mayManageSubjects } from '@/features/curriculum/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** manage-subject: regulations, their subjects, and the subjects taught (ADMIN, and HODs for their departments). */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <GatedPage
      title={t('manageSubject.title')}
      allows={mayManageSubjects}
      refusal={t('manageSubject.refusal')}
    >
      {(user) => <ManageSubjects user={user} />}
    </GatedPage>
  )
}
