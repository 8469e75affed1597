import { SectionLayout } from '@/components/layouts/section-layout'
import { courseMaterialPaths } from '../paths'
import { managesMaterial } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * /coursematerial: the section's own menu for staff (legacy-client 3.5: My Subject and Staff Subject) above its
 * screens; students see their page alone.
 */
export function Component() {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <SectionLayout
      label={t('section.menu')}
      screens={[
        { label: t('section.mySubject'), to: courseMaterialPaths.home, allows: managesMaterial },
        { label: t('section.staffSubject'), to: courseMaterialPaths.staff, allows: managesMaterial },
      ]}
    />
  )
}
