import { Skeleton } from '@mantine/core'
import { Navigate } from 'react-router'
import { useCurrentUser } from '@/lib/current-user'
import { assignmentPaths } from '../paths'
import { isStudent } from '../utils/access'

/** /assignment: students go to their assignments, staff to what they sent. */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return <Navigate replace to={isStudent(user) ? assignmentPaths.studentView : assignmentPaths.home} />
}
