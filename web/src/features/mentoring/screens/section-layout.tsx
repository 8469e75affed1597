import { Alert } from '@mantine/core'
import { SectionLayout } from '@/components/layouts/section-layout'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { mentoringPaths } from '../paths'
import { usesMentoring } from '../utils/access'

/** /manageMentor: the section's menu (My Students, Manage Mentor) above its screens, for staff only. */
export function Component() {
  const { t } = useStaffTranslation('mentoring')
  return (
    <SectionLayout
      label={t('section.menu')}
      allows={usesMentoring}
      refusal={<Alert color="yellow">{t('section.refusal')}</Alert>}
      screens={[
        { label: t('section.myStudents'), to: mentoringPaths.myStudents },
        {
          label: t('section.manageMentor'),
          to: mentoringPaths.home,
          within: [mentoringPaths.home, mentoringPaths.studentDetailsSection],
        },
      ]}
    />
  )
}
