import { useNavigate, useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { paths } from '@/config/paths'
import { StudentSurveyAnswer } from '@/features/feedback/components/student-survey-answer'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'

/** feedBack/mySurveys/{surveyId}/{targetId}: a student answering one survey, then back to their list. */
export function Component() {
  const { surveyId = '', targetId = '' } = useParams()
  const navigate = useNavigate()
  return (
    <AccessGate title="Survey" allows={mayAnswerSurveys} refusal="Surveys are answered by students.">
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
