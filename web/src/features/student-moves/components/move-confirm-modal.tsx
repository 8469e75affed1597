import { Button, Group, Modal, Stack, Text } from '@mantine/core'

/** Says how many students move where before anything changes. */
export function MoveConfirmModal({
  count,
  destination,
  moving,
  onConfirm,
  onClose,
}: {
  count: number
  destination: string
  moving: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal opened onClose={onClose} title="Move students?">
      <Stack>
        <Text>
          {count === 1 ? '1 student moves' : `${count} students move`} to {destination}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={moving}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={moving} data-autofocus>
            Confirm move
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
