import { useState } from 'react'
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
          { accessor: 'createdByName', title: 'Sent by' },
          {
            accessor: 'file',
            title: 'Attachment',
            render: (announcement) => <AttachmentLink file={fileOf(announcement)} />,
          },
        ]}
      />
      {open && <MessageModal announcement={open} onClose={() => setOpen(undefined)} />}
    </TitledPage>
  )
}
