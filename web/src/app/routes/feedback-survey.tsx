import { useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { SurveyPage } from '@/features/feedback/components/survey-page'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** feedBack/surveys/{surveyId}: one survey, what it asks about, and its reports. */
export function Component() {
  const { t } = useStaffTranslation('app')
  const { surveyId = '' } = useParams()
  return (
    <AccessGate title={t('surveys.surveyTitle')} allows={mayManageFeedback} refusal={t('surveys.refusal')}>
      {(user) => <SurveyPage key={surveyId} surveyId={surveyId} user={user} />}
    </AccessGate>
  )
}
