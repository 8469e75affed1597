import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('studentMoves')
  return (
    <Modal opened onClose={onClose} title={t('confirm.title')}>
      <Stack>
        <Text>{t('confirm.body', { count, destination })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={moving}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={moving} data-autofocus>
            {t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
