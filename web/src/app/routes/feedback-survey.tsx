import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { SurveyPage } from '@/features/feedback/components/survey-page'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/surveys/{surveyId}: one survey, what it asks about, and its reports. */
export function Component() {
  const { surveyId = '' } = useParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (!mayManageFeedback(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          Survey
        </Title>
        <Alert color="yellow">Only administrators and heads of department manage surveys.</Alert>
      </Stack>
    )
  return <SurveyPage key={surveyId} surveyId={surveyId} user={user} />
}
