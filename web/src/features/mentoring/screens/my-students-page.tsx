import { AccessGate } from '@/components/ui/access-gate'
import { TitledPage } from '@/components/ui/titled-page'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { MentoredStudents } from '../components/mentored-students'
import { managesMentors, usesMentoring } from '../utils/access'

/** My Students: the signed-in staff member's own students, with what each should be looked at for. */
export function Component() {
  const { t } = useStaffTranslation('mentoring')
  return (
    <AccessGate title={t('students.myTitle')} allows={usesMentoring} refusal={t('section.refusal')}>
      {(user) => (
        <TitledPage title={t('students.myTitle')}>
          <MentoredStudents
            staffId={user.id}
            fallbackName={user.name}
            setsDates
            removes={managesMentors(user)}
            withSignals
          />
        </TitledPage>
      )}
    </AccessGate>
  )
}
