import { Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { FeedbackNav } from '@/features/feedback/components/feedback-nav'
import { maySeeFeedback } from '@/features/feedback/utils/access'

/** feedBack: the question bank and the feedback templates, with the section's own menu above them (staff). */
export function Component() {
  return (
    <AccessGate
      title="Feedback"
      allows={maySeeFeedback}
      refusal="The feedback questions and templates are for the college's staff."
    >
      {() => (
        <Stack>
          <FeedbackNav />
          <Outlet />
        </Stack>
      )}
    </AccessGate>
  )
}
