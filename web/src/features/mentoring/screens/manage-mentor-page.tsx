import { useState } from 'react'
import { AccessGate } from '@/components/ui/access-gate'
import { TitledPage } from '@/components/ui/titled-page'
import { useStaffTranslation } from '@/lib/i18n/staff'
import type { MentorSummary } from '../api/mentors'
import { AddStudentsModal } from '../components/add-students-modal'
import { DepartmentSelect } from '../components/department-select'
import { MentorList } from '../components/mentor-list'
import { RatioCard } from '../components/ratio-card'
import { handlesStudentsOf, managesMentors, usesMentoring } from '../utils/access'

/** Manage Mentor: a department's staff and their students' counts; managers assign students and read the ratio. */
export function Component() {
  const { t } = useStaffTranslation('mentoring')
  const [departmentId, setDepartmentId] = useState<string>()
  const [adding, setAdding] = useState<MentorSummary>()
  return (
    <AccessGate title={t('title')} allows={usesMentoring} refusal={t('section.refusal')}>
      {(user) => (
        <TitledPage title={t('title')}>
          <DepartmentSelect user={user} value={departmentId} onChange={setDepartmentId} />
          <MentorList
            departmentId={departmentId}
            manages={managesMentors(user)}
            opensDetails={(staffId) => handlesStudentsOf(user, staffId)}
            onAdd={setAdding}
          />
          {managesMentors(user) && <RatioCard user={user} departmentId={departmentId} />}
          {adding && (
            <AddStudentsModal
              user={user}
              mentor={adding}
              departmentId={departmentId}
              onClose={() => setAdding(undefined)}
            />
          )}
        </TitledPage>
      )}
    </AccessGate>
  )
}
