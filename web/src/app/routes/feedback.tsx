import { Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { FeedbackNav } from '@/features/feedback/components/feedback-nav'
import { maySeeFeedback } from '@/features/feedback/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** feedBack: the question bank and the feedback templates, with the section's own menu above them (staff). */
export function Component() {
  const { t } = useStaffTranslation('app')
  return (
    <AccessGate title={t('feedback.title')} allows={maySeeFeedback} refusal={t('feedback.refusal')}>
      {() => (
        <Stack>
          <FeedbackNav />
          <Outlet />
        </Stack>
      )}
    </AccessGate>
  )
}
