import 'mantine-datatable/styles.css'
import { Anchor } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { TitledPage } from '@/components/ui/titled-page'
import { fileOf, type ReceivedAnnouncement, useReceived } from '../api/announcements'
import { AttachmentLink } from '../components/attachment-link'
import { MessageModal } from '../components/message-modal'
import { formatDateTime } from '../utils/format'

/** announcement/home: what the signed-in user received, newest first; a title opens the message. */
export function Component() {
  const received = useReceived()
  const [open, setOpen] = useState<ReceivedAnnouncement>()
  const first = (received.page - 1) * received.pageSize
  const rows = (received.records ?? []).map((announcement, index) => ({
    ...announcement,
    number: first + index + 1,
  }))

  return (
    <TitledPage title="Received announcements">
      <LoadError title="The announcements did not load" error={received.error} />
      <DataTable
        aria-label="Received announcements"
        withTableBorder
        striped
        minHeight={160}
        scrollAreaProps={keyboardScrollable}
        fetching={received.isLoading}
        records={rows}
        noRecordsText="Sorry! No announcement received."
        columns={[
          { accessor: 'number', title: '#', width: 50 },
          {
            accessor: 'title',
            title: 'Title',
            render: (announcement) => (
              <Anchor component="button" type="button" onClick={() => setOpen(announcement)} ta="left">
                {announcement.title}
              </Anchor>
            ),
          },
          {
            accessor: 'createdOn',
            title: 'Date',
            noWrap: true,
            render: (announcement) => formatDateTime(announcement.createdOn),
          },
          { accessor: 'createdByName', title: 'Sent by' },
          {
            accessor: 'file',
            title: 'Attachment',
            render: (announcement) => <AttachmentLink file={fileOf(announcement)} />,
          },
        ]}
      />
      <PageControls list={received} />
      {open && <MessageModal announcement={open} onClose={() => setOpen(undefined)} />}
    </TitledPage>
  )
}
