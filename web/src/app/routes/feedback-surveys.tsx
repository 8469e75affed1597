import { useNavigate } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { SurveyList } from '@/features/feedback/components/survey-list'
import { mayManageFeedback } from '@/features/feedback/utils/access'

/** feedBack/surveys: the surveys; one just created opens on its own page. */
export function Component() {
  const navigate = useNavigate()
  return (
    <AccessGate
      title="Surveys"
      allows={mayManageFeedback}
      refusal="Only administrators and heads of department manage surveys."
    >
      {(user) => (
        <SurveyList user={user} onCreated={(survey) => void navigate(paths.feedbackSurvey.href(survey.id))} />
      )}
    </AccessGate>
  )
}
