import { Skeleton } from '@mantine/core'
import { Navigate } from 'react-router'
import { useCurrentUser } from '@/lib/current-user'
import { courseMaterialPaths } from '../paths'
import { readsAsStudent } from '../utils/access'

/** /coursematerial itself: a student's subjects for students, My Subject for staff. */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return (
    <Navigate replace to={readsAsStudent(user) ? courseMaterialPaths.student : courseMaterialPaths.home} />
  )
}
