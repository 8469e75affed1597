import { Alert, Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The same question asked inside an open dialog, where a second modal would fight the first for focus.
 */
export function InlineConfirm({
  question,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useStaffTranslation('academics')
  return (
    <Alert color="red" title={question}>
      {children}
      <Group gap="xs" mt="xs">
        <Button size="xs" color="red" loading={busy} onClick={onConfirm}>
          {confirmLabel ?? t('inlineConfirm.yes')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {cancelLabel ?? t('inlineConfirm.no')}
        </Button>
      </Group>
    </Alert>
  )
}
