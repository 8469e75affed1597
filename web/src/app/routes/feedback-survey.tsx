import { useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { SurveyPage } from '@/features/feedback/components/survey-page'
import { mayManageFeedback } from '@/features/feedback/utils/access'

/** feedBack/surveys/{surveyId}: one survey, what it asks about, and its reports. */
export function Component() {
  const { surveyId = '' } = useParams()
  return (
    <AccessGate
      title="Survey"
      allows={mayManageFeedback}
      refusal="Only administrators and heads of department manage surveys."
    >
      {(user) => <SurveyPage key={surveyId} surveyId={surveyId} user={user} />}
    </AccessGate>
  )
}
