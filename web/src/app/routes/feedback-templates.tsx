import { Skeleton } from '@mantine/core'
import { TemplateList } from '@/features/feedback/components/template-list'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/feedbackTemplate: the feedback templates. */
export function Component() {
  const { data: user } = useCurrentUser()
  return user ? <TemplateList user={user} /> : <Skeleton h={300} />
}
