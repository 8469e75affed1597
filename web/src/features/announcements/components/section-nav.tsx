import { type SectionLink, SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { announcementPaths } from '../paths'
import { maySendAnnouncements, maySeeSmsLog } from '../utils/access'

type Viewer = Pick<CurrentUserRecord, 'usertype'>

const LINKS: (SectionLink & { allows: (user: Viewer) => boolean })[] = [
  { label: 'Home', to: announcementPaths.home, within: [announcementPaths.home], allows: () => true },
  {
    label: 'Compose',
    to: announcementPaths.compose,
    within: [announcementPaths.compose, announcementPaths.preview],
    allows: maySendAnnouncements,
  },
  {
    label: 'Sent',
    to: announcementPaths.sent,
    within: [announcementPaths.sent],
    allows: maySendAnnouncements,
  },
  {
    label: 'Communication SMS',
    to: announcementPaths.sentSms,
    within: [announcementPaths.sentSms],
    allows: maySeeSmsLog,
  },
  {
    label: 'Monthly SMS',
    to: announcementPaths.monthlySms,
    within: [announcementPaths.monthlySms],
    allows: maySeeSmsLog,
  },
]

/** The screens of the announcement section this user may open; students and custom users only have Home. */
export const sectionLinksOf = (user: Viewer) => LINKS.filter((link) => link.allows(user))

/** The announcement section's own menu (legacy-client 3.3): shown to those with more than the received list. */
export function SectionNav({ user }: { user: Viewer }) {
  const links = sectionLinksOf(user)
  if (links.length < 2) return null
  return <SectionMenu label="Announcements" links={links} size="sm" />
}
