import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { StudentSurveyAnswer } from '@/features/feedback/components/student-survey-answer'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'

/** feedBack/mySurveys/{surveyId}/{targetId}: a student answering one survey, then back to their list. */
export function Component() {
  const { surveyId = '', targetId = '' } = useParams()
  const navigate = useNavigate()
  const { t } = useTranslation('surveys')
  return (
    <AccessGate title={t('surveyTitle')} allows={mayAnswerSurveys} refusal={t('studentsOnly')}>
      {() => (
        <StudentSurveyAnswer
          // Another survey starts with no stars given.
          key={`${surveyId}/${targetId}`}
          surveyId={surveyId}
          targetId={targetId}
          onAnswered={() => void navigate(paths.feedbackMySurveys.href(), { replace: true })}
        />
      )}
    </AccessGate>
  )
}
