import { Skeleton, Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { useCurrentUser } from '@/lib/current-user'
import { SectionNav } from '../components/section-nav'

/** /assignment: the section's own menu (Compose, Sent) above its screens for staff; students' is full width. */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return (
    <Stack>
      <SectionNav user={user} />
      <Outlet />
    </Stack>
  )
}
