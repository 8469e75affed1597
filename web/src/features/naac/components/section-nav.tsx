import { type SectionLink, SectionMenu } from '@/components/ui/section-menu'
import type { CurrentUserRecord } from '@/lib/current-user'
import { naacPaths } from '../paths'
import { isAdmin, readsReports } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The NAAC section's own menu (legacy-client 3.1): Home for everyone, Template for the administrator, Report
 * for the administrator and those given report rights. The entry screens (submitted, form, view) belong to
 * Home. Someone who has only Home gets no menu.
 */
export function SectionNav({ user }: { user: Pick<CurrentUserRecord, 'usertype' | 'customRole'> }) {
  const { t } = useStaffTranslation('naac')
  const links: SectionLink[] = [
    {
      label: t('section.home'),
      to: naacPaths.home,
      within: ['home', 'submitted', 'form', 'form-edit', 'form-view'].map(
        (screen) => `${naacPaths.section}/${screen}`,
      ),
    },
    ...(isAdmin(user)
      ? [{ label: t('section.template'), to: naacPaths.template, within: [naacPaths.template] }]
      : []),
    ...(readsReports(user)
      ? [{ label: t('section.report'), to: naacPaths.report, within: [naacPaths.report] }]
      : []),
  ]
  if (links.length < 2) return null
  return <SectionMenu label={t('section.title')} size="sm" links={links} />
}
