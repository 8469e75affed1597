import { SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { assignmentPaths } from '../paths'
import { mayCompose } from '../utils/access'

/** The section's own menu for staff who set assignments (legacy-client 3.4: Compose, Sent). */
export function SectionNav({ user }: { user: Pick<CurrentUserRecord, 'usertype'> }) {
  if (!mayCompose(user)) return null
  return (
    <SectionMenu
      label="Assignments"
      size="sm"
      links={[
        { label: 'Compose', to: assignmentPaths.compose, within: [assignmentPaths.compose] },
        {
          label: 'Sent',
          to: assignmentPaths.home,
          within: [assignmentPaths.home, `${assignmentPaths.section}/viewSubmission/`],
        },
      ]}
    />
  )
}
