import { SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { naacPaths } from '../paths'
import { isAdmin } from '../utils/access'

/**
 * The NAAC section's own menu (legacy-client 3.1): Home for everyone, Template for the administrator. The
 * entry screens (submitted, form, view) belong to Home.
 */
export function SectionNav({ user }: { user: Pick<CurrentUserRecord, 'usertype'> }) {
  if (!isAdmin(user)) return null
  return (
    <SectionMenu
      label="NAAC"
      size="sm"
      links={[
        {
          label: 'Home',
          to: naacPaths.home,
          within: ['home', 'submitted', 'form', 'form-edit', 'form-view'].map(
            (screen) => `${naacPaths.section}/${screen}`,
          ),
        },
        { label: 'Template', to: naacPaths.template, within: [naacPaths.template] },
      ]}
    />
  )
}
