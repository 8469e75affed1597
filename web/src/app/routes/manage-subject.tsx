import { GatedPage } from '@/components/ui/access-gate'
import { ManageSubjects } from '@/features/curriculum/components/manage-subjects'
import { mayManageSubjects } from '@/features/curriculum/utils/access'

/** manage-subject: regulations, their subjects, and the subjects taught (ADMIN, and HODs for their departments). */
export function Component() {
  return (
    <GatedPage
      title="Manage subjects"
      allows={mayManageSubjects}
      refusal="Only administrators and heads of department manage subjects."
    >
      {(user) => <ManageSubjects user={user} />}
    </GatedPage>
  )
}
