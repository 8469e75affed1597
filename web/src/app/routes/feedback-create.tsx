import { useNavigate } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { CreateTemplate } from '@/features/feedback/components/create-template'
import { mayManageFeedback } from '@/features/feedback/utils/access'

/** feedBack/create: Create Survey Template, then back to the template list. */
export function Component() {
  const navigate = useNavigate()
  return (
    <AccessGate
      title="Create Survey Template"
      allows={mayManageFeedback}
      refusal="Only administrators and heads of department create feedback templates."
    >
      {() => <CreateTemplate onCreated={() => void navigate(paths.feedbackTemplates.href())} />}
    </AccessGate>
  )
}
