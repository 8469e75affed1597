import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

/** A person's row actions in a list: Edit, Disable or Enable, and any the list adds after them. */
export function AccountActions({
  status,
  onEdit,
  onToggleStatus,
  children,
}: {
  status: 'ACTIVE' | 'DISABLE'
  onEdit: () => void
  onToggleStatus: () => void
  children?: ReactNode
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={onEdit}>
        Edit
      </Button>
      <Button size="compact-xs" variant="light" onClick={onToggleStatus}>
        {status === 'ACTIVE' ? 'Disable' : 'Enable'}
      </Button>
      {children}
    </Group>
  )
}
