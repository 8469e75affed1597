import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useParams, useSearchParams } from 'react-router'
import { FeedbackReport } from '@/features/feedback/components/feedback-report'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/**
 * feedBack/report/{referenceId}: the report of an event, a subject or a survey (also reached by the legacy
 * feedbackReport/{referenceId}). `name` names it when the answers do not; `feedbackTemplateId` picks the
 * template when the reference was answered through several.
 */
export function Component() {
  const { referenceId = '' } = useParams()
  const [query] = useSearchParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (!mayManageFeedback(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          FeedBack Survey Report
        </Title>
        <Alert color="yellow">Only administrators and heads of department read feedback reports.</Alert>
      </Stack>
    )
  return (
    <FeedbackReport
      key={referenceId}
      referenceId={referenceId}
      feedbackTemplateId={query.get('feedbackTemplateId') ?? undefined}
      fallbackName={query.get('name') ?? undefined}
    />
  )
}
