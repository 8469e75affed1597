import '@mantine/notifications/styles.css'
import { AppShell, Box, Burger, Drawer, Group, Image, Skeleton, UnstyledButton } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { SWRConfig, useSWRConfig } from 'swr'
import { SiteFooter } from '@/components/layouts/site-footer'
import { LanguageMenu } from '@/components/ui/language-menu'
import { LoadingIndicator } from '@/components/ui/loading-indicator'
import { paths } from '@/config/paths'
import { requireSession } from '@/app/require-session'
import { signOut } from '@/features/auth/api/auth'
import { HeaderSearch } from '@/features/navigation/components/header-search'
import { SideNav } from '@/features/navigation/components/side-nav'
import { UserMenu } from '@/features/navigation/components/user-menu'
import { ApiError } from '@/lib/api-error'
import { useCollege } from '@/lib/college'
import { useCurrentUser } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import { ScreenSuspense } from '@/components/ui/screen-suspense'

/** Everything in the shell needs a session; without one, sign in first and come back. */
export const loader = requireSession

/** Errors the screen shows itself stay off the toasts: field messages, "not found", and the sign-in redirect. */
function toastError(error: unknown) {
  if (!(error instanceof ApiError)) return
  if (error.code === 'VALIDATION_FAILED' || error.status === 404 || error.status === 401) return
  notify('error', error.message)
}

const WIDE = '(min-width: 75em)' // 1200 px: below it the sidebar collapses
const ROOMY = '(min-width: 48em)' // 768 px: below it the student search moves into the menu drawer
const HEADER_HEIGHT = 60

/** The shell: header (menu toggle, logo, loading, search, account), role menu, content and footer. */
export function Component() {
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false })
  const roomy = useMediaQuery(ROOMY, true, { getInitialValueInEffect: false })
  const [sidebarOpen, sidebar] = useDisclosure(true)
  const [drawerOpen, drawer] = useDisclosure(false)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const { data: user } = useCurrentUser()
  const { data: college } = useCollege()
  const { t } = useTranslation('common')

  // A link chosen from the collapsed menu closes it.
  useEffect(() => drawer.close(), [pathname]) // eslint-disable-line react-hooks/exhaustive-deps

  async function handleSignOut() {
    try {
      await signOut()
    } finally {
      await mutate(() => true, undefined, { revalidate: false })
      void navigate(paths.login.href(), { replace: true })
    }
  }

  const showSearch = user?.usertype === 'HOD' || user?.usertype === 'FACULTY'
  const studentLoginUrl = typeof college?.studentLoginUrl === 'string' ? college.studentLoginUrl : undefined
  const collegeName = typeof college?.name === 'string' ? college.name : undefined

  return (
    <SWRConfig value={{ onError: toastError }}>
      <Notifications position="top-center" autoClose={1000} limit={5} />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        // Below 1200 px the menu lives in a drawer with an overlay instead of the navbar.
        navbar={wide ? { width: 260, breakpoint: 0, collapsed: { desktop: !sidebarOpen } } : undefined}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={wide ? sidebarOpen : drawerOpen}
                onClick={wide ? sidebar.toggle : drawer.toggle}
                size="sm"
                aria-label={t('header.toggleMenu')}
              />
              <UnstyledButton component={Link} to={paths.home.href()} aria-label={t('header.home')}>
                <Image src="/logo.svg" alt="Campus Portal" w={{ base: 150, sm: 200 }} h={40} fit="contain" />
              </UnstyledButton>
              <LoadingIndicator />
            </Group>
            {showSearch && roomy && (
              <Box style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
                <HeaderSearch />
              </Box>
            )}
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              {user ? (
                <UserMenu
                  user={user}
                  studentLoginUrl={studentLoginUrl}
                  onSignOut={() => void handleSignOut()}
                />
              ) : (
                <Skeleton h={32} w={120} aria-label={t('header.loadingAccount')} />
              )}
            </Group>
          </Group>
        </AppShell.Header>

        {wide && (
          <AppShell.Navbar p="sm" aria-label={t('header.mainMenu')}>
            <SideNav />
          </AppShell.Navbar>
        )}

        <Drawer
          opened={!wide && drawerOpen}
          onClose={drawer.close}
          size={280}
          title={t('header.menu')}
          overlayProps={{ backgroundOpacity: 0.4 }}
          closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
          // Below the header, so the header's menu button still toggles it while the overlay is up.
          styles={{ inner: { top: HEADER_HEIGHT }, overlay: { top: HEADER_HEIGHT } }}
        >
          <Box component="nav" aria-label={t('header.mainMenu')} h="100%">
            {showSearch && (
              <Box hiddenFrom="sm" mb="md">
                <HeaderSearch onSearch={drawer.close} />
              </Box>
            )}
            <SideNav onNavigate={drawer.close} />
          </Box>
        </Drawer>

        <AppShell.Main>
          <Box id="content" mih="calc(100dvh - 60px - 140px)">
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </Box>
          <SiteFooter collegeName={collegeName} usertype={user?.usertype} />
        </AppShell.Main>
      </AppShell>
    </SWRConfig>
  )
}
