import { GatedPage } from '@/components/ui/access-gate'
import { MoveStudents } from '@/features/student-moves/components/move-students'
import { mayMoveStudents } from '@/features/student-moves/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** academicadmin: move students between academic years and groups (ADMIN, HODs, academic admins). */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <GatedPage title={t('moveStudents.title')} allows={mayMoveStudents} refusal={t('moveStudents.refusal')}>
      {(user) => <MoveStudents user={user} />}
    </GatedPage>
  )
}
