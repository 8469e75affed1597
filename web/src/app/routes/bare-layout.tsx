import '@mantine/notifications/styles.css'
import { Box } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { Outlet } from 'react-router'
import { ScreenSuspense } from '@/components/ui/screen-suspense'

/** Pages shown on their own, without the menu and the header (shared links, public forms). */
export function Component() {
  return (
    <>
      <Notifications position="top-center" autoClose={1000} limit={5} />
      <Box component="main" p="md" maw={960} mx="auto">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </Box>
    </>
  )
}
