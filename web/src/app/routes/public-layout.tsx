import { Anchor, Box, Group, Image } from '@mantine/core'
import { Link, Outlet } from 'react-router'
import { SiteFooter } from '@/components/layouts/site-footer'
import { paths } from '@/config/paths'
import { useCollege } from '@/lib/college'
import { readToken } from '@/lib/session'

/** The college's information pages, readable before signing in: a logo bar, the page and the footer. */
export function Component() {
  const { data: college } = useCollege()
  const signedIn = Boolean(readToken())
  return (
    <Box maw={960} mx="auto" px="md">
      <Group component="header" justify="space-between" py="md">
        <Anchor component={Link} to={paths.home.href()} aria-label="Home">
          <Image src="/logo.svg" alt="Campus Portal" w={200} h={40} />
        </Anchor>
        <Anchor component={Link} to={signedIn ? paths.home.href() : paths.login.href()}>
          {signedIn ? 'Back to the portal' : 'Sign in'}
        </Anchor>
      </Group>
      <Box component="main" py="md" mih="60dvh">
        <Outlet />
      </Box>
      <SiteFooter collegeName={typeof college?.name === 'string' ? college.name : undefined} />
    </Box>
  )
}
