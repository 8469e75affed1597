import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { Outlet } from 'react-router'
import { FeedbackNav } from '@/features/feedback/components/feedback-nav'
import { maySeeFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack: the question bank and the feedback templates, with the section's own menu above them (staff). */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (!maySeeFeedback(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          Feedback
        </Title>
        <Alert color="yellow">The feedback questions and templates are for the college&apos;s staff.</Alert>
      </Stack>
    )
  return (
    <Stack>
      <FeedbackNav />
      <Outlet />
    </Stack>
  )
}
