import { SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { assignmentPaths } from '../paths'
import { mayCompose } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The section's own menu for staff who set assignments (legacy-client 3.4: Compose, Sent). */
export function SectionNav({ user }: { user: Pick<CurrentUserRecord, 'usertype'> }) {
  const { t } = useStaffTranslation('assignments')
  if (!mayCompose(user)) return null
  return (
    <SectionMenu
      label={t('section.menu')}
      size="sm"
      links={[
        { label: t('section.compose'), to: assignmentPaths.compose, within: [assignmentPaths.compose] },
        {
          label: t('section.sent'),
          to: assignmentPaths.home,
          within: [assignmentPaths.home, `${assignmentPaths.section}/viewSubmission/`],
        },
      ]}
    />
  )
}
