import { type RowActionItem, RowActions } from './row-actions'
import { useTranslation } from 'react-i18next'

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
  const { t } = useTranslation('common')
  return (
    <RowActions
      of={name}
      menuBelow="sm"
      actions={[
        { label: t('ui.edit'), onClick: onEdit },
        { label: status === 'ACTIVE' ? t('ui.disable') : t('ui.enable'), onClick: onToggleStatus },
        ...more,
      ]}
    />
  )
}
