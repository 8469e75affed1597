import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { SurveyList } from '@/features/feedback/components/survey-list'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/surveys: the surveys; one just created opens on its own page. */
export function Component() {
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return <Skeleton h={300} />
  if (!mayManageFeedback(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          Surveys
        </Title>
        <Alert color="yellow">Only administrators and heads of department manage surveys.</Alert>
      </Stack>
    )
  return (
    <SurveyList user={user} onCreated={(survey) => void navigate(paths.feedbackSurvey.href(survey.id))} />
  )
}
