import { useNavigate } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { CreateTemplate } from '@/features/feedback/components/create-template'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** feedBack/create: Create Survey Template, then back to the template list. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const navigate = useNavigate()
  return (
    <AccessGate
      title={t('feedbackCreate.title')}
      allows={mayManageFeedback}
      refusal={t('feedbackCreate.refusal')}
    >
      {() => <CreateTemplate onCreated={() => void navigate(paths.feedbackTemplates.href())} />}
    </AccessGate>
  )
}
