import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { ApiError } from '@/lib/api-error'

/**
 * Asks before a change that cannot be undone. A refusal from the server (a regulation still in use, say)
 * stays in the dialog in the server's words, where a one-second toast would be missed.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    setError(undefined)
    try {
      await onConfirm()
      onClose()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'That did not work. Try again in a moment.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={title}>
      <Stack>
        <Text>{children}</Text>
        {error && (
          <Alert color="red" title="Not done">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
