import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { StudentSurveyAnswer } from '@/features/feedback/components/student-survey-answer'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/mySurveys/{surveyId}/{targetId}: a student answering one survey, then back to their list. */
export function Component() {
  const { surveyId = '', targetId = '' } = useParams()
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return <Skeleton h={300} />
  if (!mayAnswerSurveys(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          Survey
        </Title>
        <Alert color="yellow">Surveys are answered by students.</Alert>
      </Stack>
    )
  return (
    <StudentSurveyAnswer
      // Another survey starts with no stars given.
      key={`${surveyId}/${targetId}`}
      surveyId={surveyId}
      targetId={targetId}
      onAnswered={() => void navigate(paths.feedbackMySurveys.href(), { replace: true })}
    />
  )
}
