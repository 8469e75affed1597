import { Skeleton } from '@mantine/core'
import { QuestionList } from '@/features/feedback/components/question-list'
import { useCurrentUser } from '@/lib/current-user'

/** feedBack/questions: the question bank. */
export function Component() {
  const { data: user } = useCurrentUser()
  return user ? <QuestionList user={user} /> : <Skeleton h={300} />
}
