import { Alert, Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The same question asked inside an open dialog, where a second modal would fight the first for focus.
 */
export function InlineConfirm({
  question,
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
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
  return (
    <Alert color="red" title={question}>
      {children}
      <Group gap="xs" mt="xs">
        <Button size="xs" color="red" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Group>
    </Alert>
  )
}
