import { SectionLayout } from '@/components/layouts/section-layout'
import { announcementPaths } from '../paths'
import { maySendAnnouncements, maySeeSmsLog } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * /announcement (legacy-client 3.3): the section's own menu above its screens for staff; a student's (or custom
 * user's) section is the received list alone, full width.
 */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <SectionLayout
      label={t('sectionNav.label')}
      screens={[
        { label: t('sectionNav.home'), to: announcementPaths.home },
        {
          label: t('sectionNav.compose'),
          to: announcementPaths.compose,
          within: [announcementPaths.compose, announcementPaths.preview],
          allows: maySendAnnouncements,
        },
        { label: t('sectionNav.sent'), to: announcementPaths.sent, allows: maySendAnnouncements },
        { label: t('sectionNav.communicationSms'), to: announcementPaths.sentSms, allows: maySeeSmsLog },
        { label: t('sectionNav.monthlySms'), to: announcementPaths.monthlySms, allows: maySeeSmsLog },
      ]}
    />
  )
}
