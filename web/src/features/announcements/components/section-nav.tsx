import type { TFunction } from 'i18next'
import { type SectionLink, SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { announcementPaths } from '../paths'
import { maySendAnnouncements, maySeeSmsLog } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Viewer = Pick<CurrentUserRecord, 'usertype'>

const linksOf = (
  t: TFunction<'announcementsStaff'>,
): (SectionLink & { allows: (user: Viewer) => boolean })[] => [
  {
    label: t('sectionNav.home'),
    to: announcementPaths.home,
    within: [announcementPaths.home],
    allows: () => true,
  },
  {
    label: t('sectionNav.compose'),
    to: announcementPaths.compose,
    within: [announcementPaths.compose, announcementPaths.preview],
    allows: maySendAnnouncements,
  },
  {
    label: t('sectionNav.sent'),
    to: announcementPaths.sent,
    within: [announcementPaths.sent],
    allows: maySendAnnouncements,
  },
  {
    label: t('sectionNav.communicationSms'),
    to: announcementPaths.sentSms,
    within: [announcementPaths.sentSms],
    allows: maySeeSmsLog,
  },
  {
    label: t('sectionNav.monthlySms'),
    to: announcementPaths.monthlySms,
    within: [announcementPaths.monthlySms],
    allows: maySeeSmsLog,
  },
]

/** The screens of the announcement section this user may open; students and custom users only have Home. */
export const sectionLinksOf = (user: Viewer, t: TFunction<'announcementsStaff'>) =>
  linksOf(t).filter((link) => link.allows(user))

/** The announcement section's own menu (legacy-client 3.3): shown to those with more than the received list. */
export function SectionNav({ user }: { user: Viewer }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const links = sectionLinksOf(user, t)
  if (links.length < 2) return null
  return <SectionMenu label={t('sectionNav.label')} links={links} size="sm" />
}
