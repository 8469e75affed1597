import { Anchor } from '@mantine/core'
import { Link, useLocation, useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { TitledPage } from '@/components/ui/titled-page'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { MentoredStudents } from '../components/mentored-students'
import { mentoringPaths } from '../paths'
import { handlesStudentsOf, managesMentors, usesMentoring } from '../utils/access'

/** Student Details: one staff member's students, opened from Manage Mentor. */
export function Component() {
  const { t } = useStaffTranslation('mentoring')
  const { staffId = '' } = useParams()
  // Manage Mentor passes the name along, for a staff member who mentors nobody yet.
  const state = useLocation().state as { name?: string } | null
  return (
    <AccessGate title={t('students.detailsTitle')} allows={usesMentoring} refusal={t('section.refusal')}>
      {(user) => (
        <TitledPage title={t('students.detailsTitle')}>
          <Anchor component={Link} to={mentoringPaths.home}>
            {t('back')}
          </Anchor>
          <MentoredStudents
            staffId={staffId}
            fallbackName={state?.name}
            setsDates={handlesStudentsOf(user, staffId)}
            removes={managesMentors(user)}
          />
        </TitledPage>
      )}
    </AccessGate>
  )
}
