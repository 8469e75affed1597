import { useState } from 'react'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { TitledPage } from '@/components/ui/titled-page'
import { fileOf, type ReceivedAnnouncement, useReceived } from '../api/announcements'
import { AnnouncementTable } from '../components/announcement-table'
import { AttachmentLink } from '../components/attachment-link'
import { MessageModal } from '../components/message-modal'

/** announcement/home: what the signed-in user received, newest first; a title opens the message. */
export function Component() {
  const received = useReceived()
  const [open, setOpen] = useState<ReceivedAnnouncement>()

  return (
    <TitledPage title="Received announcements">
      <AnnouncementTable
        list={received}
        label="Received announcements"
        titleHeader="Title"
        empty="Sorry! No announcement received."
        loadFailure="The announcements did not load"
        onOpen={setOpen}
        columns={[
          {
            accessor: 'createdByName',
            title: 'Sent by',
            noWrap: true,
            ...shownFrom('md'),
            render: (announcement) => <OneLineText text={announcement.createdByName} chars={24} />,
          },
          {
            accessor: 'file',
            title: 'Attachment',
            ...shownFrom('sm'),
            render: (announcement) => <AttachmentLink file={fileOf(announcement)} />,
          },
        ]}
      />
      {open && <MessageModal announcement={open} onClose={() => setOpen(undefined)} />}
    </TitledPage>
  )
}
