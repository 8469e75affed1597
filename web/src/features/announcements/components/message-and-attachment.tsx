import { Labelled } from '@/components/ui/labelled-value'
import { TypedText } from '@/components/ui/typed-text'
import { fileOf } from '../api/announcements'
import { AttachmentLink } from './attachment-link'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** An announcement opened in a dialog (received or sent): its message as typed, then its attachment. */
export function MessageAndAttachment({ announcement }: { announcement: { message: string } }) {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <>
      <Labelled label={t('messageModal.message')}>
        <TypedText>{announcement.message}</TypedText>
      </Labelled>
      <Labelled label={t('messageModal.attachment')}>
        <AttachmentLink file={fileOf(announcement)} />
      </Labelled>
    </>
  )
}
