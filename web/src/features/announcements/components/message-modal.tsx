import { Modal, Stack, Text } from '@mantine/core'
import { fileOf } from '../api/announcements'
import { AttachmentLink } from './attachment-link'
import { MessageText } from './message-text'
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
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('messageModal.message')}
          </Text>
          <MessageText>{announcement.message}</MessageText>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('messageModal.attachment')}
          </Text>
          <AttachmentLink file={fileOf(announcement)} />
        </div>
      </Stack>
    </Modal>
  )
}
