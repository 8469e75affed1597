import { Badge } from '@mantine/core'

/** Whether an account may sign in. Filled AA shades: light badges in these colours fail contrast. */
export function StatusBadge({ status }: { status: 'ACTIVE' | 'DISABLE' }) {
  return (
    <Badge color={status === 'ACTIVE' ? 'teal.9' : 'gray.7'} variant="filled">
      {status === 'ACTIVE' ? 'Active' : 'Disabled'}
    </Badge>
  )
}
