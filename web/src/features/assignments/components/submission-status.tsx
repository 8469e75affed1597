import { Badge } from '@mantine/core'
import { statusLabel } from '../utils/submissions'
import { useStaffTranslation } from '@/lib/i18n/staff'

// Filled AA shades: light badges in these colours fail contrast.
const COLORS = { SUBMITTED: 'teal.9', LATE: 'yellow.9', MISSING: 'red.8', OPEN: 'blue.8' } as const

/** Where a student stands on an assignment: Submitted, Late, Missing or (for the student) Open. */
export function SubmissionStatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useStaffTranslation('assignments')
  return (
    // Never squeezed into an ellipsis by a narrow cell or card heading.
    <Badge color={COLORS[status]} variant="filled" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {statusLabel(status, t)}
    </Badge>
  )
}
