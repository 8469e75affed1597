import { useState } from 'react'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { TitledPage } from '@/components/ui/titled-page'
import { fileOf, type ReceivedAnnouncement, useReceived } from '../api/announcements'
import { AnnouncementTable } from '../components/announcement-table'
import { AttachmentLink } from '../components/attachment-link'
import { MessageModal } from '../components/message-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** announcement/home: what the signed-in user received, newest first; a title opens the message. */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  const received = useReceived()
  const [open, setOpen] = useState<ReceivedAnnouncement>()

  return (
    <TitledPage title={t('received.title')}>
      <AnnouncementTable
        list={received}
        label={t('received.title')}
        titleHeader={t('received.titleHeader')}
        empty={t('received.empty')}
        loadFailure={t('received.loadFailure')}
        onOpen={setOpen}
        columns={[
          {
            accessor: 'createdByName',
            title: t('received.sentBy'),
            noWrap: true,
            ...shownFrom('md'),
            render: (announcement) => <OneLineText text={announcement.createdByName} chars={24} />,
          },
          {
            accessor: 'file',
            title: t('received.attachment'),
            ...shownFrom('sm'),
            render: (announcement) => <AttachmentLink file={fileOf(announcement)} />,
          },
        ]}
      />
      {open && <MessageModal announcement={open} onClose={() => setOpen(undefined)} />}
    </TitledPage>
  )
}
