import { Badge } from '@mantine/core'
import { STATUS_LABELS } from '../utils/submissions'

// Filled AA shades: light badges in these colours fail contrast.
const COLORS = { SUBMITTED: 'teal.9', LATE: 'yellow.9', MISSING: 'red.8', OPEN: 'blue.8' } as const

/** Where a student stands on an assignment: Submitted, Late, Missing or (for the student) Open. */
export function SubmissionStatusBadge({ status }: { status: keyof typeof COLORS }) {
  return (
    // Never squeezed into an ellipsis by a narrow cell or card heading.
    <Badge color={COLORS[status]} variant="filled" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}
