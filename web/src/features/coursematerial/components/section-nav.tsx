import { SectionMenu } from '@/components/ui/section-menu'
import { courseMaterialPaths } from '../paths'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The section's own menu for staff (legacy-client 3.5): My Subject and Staff Subject. */
export function SectionNav() {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <SectionMenu
      label={t('section.menu')}
      size="sm"
      links={[
        { label: t('section.mySubject'), to: courseMaterialPaths.home, within: [courseMaterialPaths.home] },
        {
          label: t('section.staffSubject'),
          to: courseMaterialPaths.staff,
          within: [courseMaterialPaths.staff],
        },
      ]}
    />
  )
}
