import { Modal, Stack, Text } from '@mantine/core'
import { MessageAndAttachment } from './message-and-attachment'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A received announcement opened from the list: its title, message and attachment. */
export function MessageModal({
  announcement,
  onClose,
}: {
  announcement: { title: string; message: string; createdByName?: string }
  onClose: () => void
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <Modal opened onClose={onClose} title={announcement.title} size="lg">
      <Stack gap="sm">
        {announcement.createdByName && (
          <Text size="sm" c="dimmed">
            {t('messageModal.from', { name: announcement.createdByName })}
          </Text>
        )}
        <MessageAndAttachment announcement={announcement} />
      </Stack>
    </Modal>
  )
}
