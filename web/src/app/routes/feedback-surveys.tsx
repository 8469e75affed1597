import { useNavigate } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { SurveyList } from '@/features/feedback/components/survey-list'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** feedBack/surveys: the surveys; one just created opens on its own page. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const navigate = useNavigate()
  return (
    <AccessGate title={t('surveys.title')} allows={mayManageFeedback} refusal={t('surveys.refusal')}>
      {(user) => (
        <SurveyList user={user} onCreated={(survey) => void navigate(paths.feedbackSurvey.href(survey.id))} />
      )}
    </AccessGate>
  )
}
