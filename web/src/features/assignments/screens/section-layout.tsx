import { SectionLayout } from '@/components/layouts/section-layout'
import { assignmentPaths } from '../paths'
import { mayCompose } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * /assignment: the section's own menu for staff who set assignments (legacy-client 3.4: Compose, Sent) above
 * its screens; students' is full width.
 */
export function Component() {
  const { t } = useStaffTranslation('assignments')
  return (
    <SectionLayout
      label={t('section.menu')}
      screens={[
        { label: t('section.compose'), to: assignmentPaths.compose, allows: mayCompose },
        {
          label: t('section.sent'),
          to: assignmentPaths.home,
          within: [assignmentPaths.home, `${assignmentPaths.section}/viewSubmission/`],
          allows: mayCompose,
        },
      ]}
    />
  )
}
