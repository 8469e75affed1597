import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { RowAction } from './row-action'

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
      <RowAction label="Edit" onClick={onEdit} />
      <RowAction label={status === 'ACTIVE' ? 'Disable' : 'Enable'} onClick={onToggleStatus} />
      {children}
    </Group>
  )
}
