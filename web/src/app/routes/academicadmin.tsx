import { GatedPage } from '@/components/ui/access-gate'
import { MoveStudents } from '@/features/student-moves/components/move-students'
import { mayMoveStudents } from '@/features/student-moves/utils/access'

/** academicadmin: move students between academic years and groups (ADMIN, HODs, academic admins). */
export function Component() {
  return (
    <GatedPage
      title="Move students"
      allows={mayMoveStudents}
      refusal="Only administrators, heads of department and academic admins move students."
    >
      {(user) => <MoveStudents user={user} />}
    </GatedPage>
  )
}
