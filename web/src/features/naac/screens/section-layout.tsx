import { Alert } from '@mantine/core'
import { SectionLayout } from '@/components/layouts/section-layout'
import { TitledPage } from '@/components/ui/titled-page'
import { naacPaths } from '../paths'
import { isAdmin, readsNaac, readsReports } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * /naac (legacy-client 3.1): the section's menu above its screens, for staff; students never reach NAAC. Home is
 * everyone's (the entry screens, submitted, form and view, belong to it), Template the administrator's, Report
 * the administrator's and theirs who were given report rights.
 */
export function Component() {
  const { t } = useStaffTranslation('naac')
  return (
    <SectionLayout
      label={t('section.title')}
      allows={readsNaac}
      refusal={
        <TitledPage title={t('section.title')}>
          <Alert color="yellow">{t('section.staffOnly')}</Alert>
        </TitledPage>
      }
      screens={[
        {
          label: t('section.home'),
          to: naacPaths.home,
          within: ['home', 'submitted', 'form', 'form-edit', 'form-view'].map(
            (screen) => `${naacPaths.section}/${screen}`,
          ),
        },
        { label: t('section.template'), to: naacPaths.template, allows: isAdmin },
        { label: t('section.report'), to: naacPaths.report, allows: readsReports },
      ]}
    />
  )
}
