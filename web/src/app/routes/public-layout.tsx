import { Anchor, Box, Group, Image } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { SiteFooter } from '@/components/layouts/site-footer'
import { LanguageSelect } from '@/components/ui/language-select'
import { paths } from '@/config/paths'
import { useCollege } from '@/lib/college'
import { useCurrentUser } from '@/lib/current-user'
import { isSignedIn } from '@/lib/session'
import { ScreenSuspense } from '@/components/ui/screen-suspense'

/** The footer of a signed-in reader, whose role decides where its Feedback link leads. */
function SignedInFooter({ collegeName }: { collegeName: string | undefined }) {
  const { data: user } = useCurrentUser()
  return <SiteFooter collegeName={collegeName} usertype={user?.usertype} />
}

/** The college's information pages, readable before signing in: a logo bar, the page and the footer. */
export function Component() {
  const { data: college } = useCollege()
  const signedIn = isSignedIn()
  const collegeName = typeof college?.name === 'string' ? college.name : undefined
  const { t } = useTranslation('common')
  return (
    <Box maw={960} mx="auto" px="md">
      <Group component="header" justify="space-between" py="md">
        <Anchor component={Link} to={paths.home.href()} aria-label={t('header.home')}>
          <Image src="/logo.svg" alt="Campus Portal" w={{ base: 150, sm: 200 }} h={40} fit="contain" />
        </Anchor>
        <Group gap="sm">
          <LanguageSelect />
          <Anchor component={Link} to={signedIn ? paths.home.href() : paths.login.href()}>
            {signedIn ? t('publicLayout.backToPortal') : t('publicLayout.signIn')}
          </Anchor>
        </Group>
      </Group>
      <Box component="main" py="md" mih="60dvh">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </Box>
      {signedIn ? <SignedInFooter collegeName={collegeName} /> : <SiteFooter collegeName={collegeName} />}
    </Box>
  )
}
