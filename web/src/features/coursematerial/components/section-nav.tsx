import { SectionMenu } from '@/components/ui/section-menu'
import { courseMaterialPaths } from '../paths'

/** The section's own menu for staff (legacy-client 3.5): My Subject and Staff Subject. */
export function SectionNav() {
  return (
    <SectionMenu
      label="Course material"
      size="sm"
      links={[
        { label: 'My Subject', to: courseMaterialPaths.home, within: [courseMaterialPaths.home] },
        { label: 'Staff Subject', to: courseMaterialPaths.staff, within: [courseMaterialPaths.staff] },
      ]}
    />
  )
}
