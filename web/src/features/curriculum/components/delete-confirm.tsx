import type { ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/notify'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Asks before deleting a regulation or a subject; once the server has deleted it, says so (`done`) and
 * refreshes what showed it.
 */
export function DeleteConfirm({
  question,
  confirmLabel,
  remove,
  done,
  refresh,
  onClose,
  children,
}: {
  question: string
  confirmLabel: string
  remove: () => Promise<unknown>
  done: string
  refresh: () => Promise<unknown>
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useStaffTranslation('curriculum')
  return (
    <ConfirmDialog
      cancelLabel={t('deleteConfirm.cancel')}
      question={question}
      confirmLabel={confirmLabel}
      onClose={onClose}
      onConfirm={async () => {
        await remove()
        notify('success', done)
        await refresh()
      }}
    >
      {children}
    </ConfirmDialog>
  )
}
