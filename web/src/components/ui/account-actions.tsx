import { type RowActionItem, RowActions } from './row-actions'

/**
 * A person's row actions in a list: Edit, Disable or Enable, and any the list adds after them; in a menu on
 * phones.
 */
export function AccountActions({
  name,
  status,
  onEdit,
  onToggleStatus,
  more = [],
}: {
  /** Whose row it is, for the actions' names. */
  name: string
  status: 'ACTIVE' | 'DISABLE'
  onEdit: () => void
  onToggleStatus: () => void
  more?: readonly RowActionItem[]
}) {
  return (
    <RowActions
      of={name}
      menuBelow="sm"
      actions={[
        { label: 'Edit', onClick: onEdit },
        { label: status === 'ACTIVE' ? 'Disable' : 'Enable', onClick: onToggleStatus },
        ...more,
      ]}
    />
  )
}
