import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { StudentSurveyList } from '@/features/feedback/components/student-survey-list'
import { mayAnswerSurveys } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/mySurveys: the surveys put to the signed-in student's class. */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (!mayAnswerSurveys(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          My surveys
        </Title>
        <Alert color="yellow">Surveys are answered by students.</Alert>
      </Stack>
    )
  return <StudentSurveyList />
}
