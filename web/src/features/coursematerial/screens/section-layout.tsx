import { Skeleton, Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { useCurrentUser } from '@/lib/current-user'
import { SectionNav } from '../components/section-nav'
import { managesMaterial } from '../utils/access'

/** /coursematerial: the section's own menu above its screens for staff; students see their page alone. */
export function Component() {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return (
    <Stack>
      {managesMaterial(user) && <SectionNav />}
      <Outlet />
    </Stack>
  )
}
