import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { CreateTemplate } from '@/features/feedback/components/create-template'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/create: Create Survey Template, then back to the template list. */
export function Component() {
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return <Skeleton h={300} />
  if (!mayManageFeedback(user))
    return (
      <Stack>
        <Title order={1} size="h2">
          Create Survey Template
        </Title>
        <Alert color="yellow">Only administrators and heads of department create feedback templates.</Alert>
      </Stack>
    )
  return <CreateTemplate onCreated={() => void navigate(paths.feedbackTemplates.href())} />
}
