import { Skeleton, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { type SectionLink, SectionMenu } from '@/components/ui/section-menu'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'

/** A screen of a section's menu, offered to those it `allows` (everyone when left out). */
export interface SectionScreen extends SectionLink {
  allows?: (user: CurrentUserRecord) => boolean
}

/**
 * A section's layout route (announcements, assignments, course material, NAAC): once the signed-in user is
 * known, the section's own menu of the screens they may open above the screen they are on. Someone who may
 * open one screen at most gets no menu. A section not for everyone shows its `refusal` to those it does not
 * `allow`, instead of its screens.
 */
export function SectionLayout({
  label,
  screens,
  allows,
  refusal,
}: {
  /** The menu's name for screen readers. */
  label: string
  screens: readonly SectionScreen[]
  allows?: (user: CurrentUserRecord) => boolean
  refusal?: ReactNode
}) {
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (allows && !allows(user)) return refusal
  const offered = screens.filter((screen) => !screen.allows || screen.allows(user))
  return (
    <Stack>
      {offered.length > 1 && <SectionMenu label={label} links={offered} size="sm" />}
      <Outlet />
    </Stack>
  )
}
