import { Skeleton, Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { useCurrentUser } from '@/lib/current-user'
import { SectionNav } from '../components/section-nav'

/**
 * /announcement: the section's own menu above its screens for staff; a student's (or custom user's) section is
 * the received list alone, full width.
 */
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
