import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { ApiError } from '@/lib/api-error'
import { useTranslation } from 'react-i18next'

/**
 * A yes/no question before a change that is hard to undo. The question is the dialog's title; if the change
 * fails (a server refusal such as "still has groups"), its message stays in the dialog to be read, rather than
 * in a toast that is gone after a second.
 */
export function ConfirmDialog({
  question,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor = 'red',
  onConfirm,
  onClose,
}: {
  question: string
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  confirmColor?: string
  /** Does the change; a thrown error's message is shown. */
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function confirm() {
    setBusy(true)
    setFailure(undefined)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('ui.tryAgain'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={question} centered>
      <Stack>
        {children && <Text component="div">{children}</Text>}
        {failure && (
          <Alert color="red" title={t('ui.notDone')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t('ui.no')}
          </Button>
          <Button color={confirmColor} loading={busy} onClick={() => void confirm()}>
            {confirmLabel ?? t('ui.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
