import 'mantine-datatable/styles.css'
import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { TitledPage } from '@/components/ui/titled-page'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type SentAnnouncement, useRefreshAnnouncements, useSent } from '../api/announcements'
import { PublicLink } from '../components/public-link'
import { SentAnnouncementModal } from '../components/sent-announcement-modal'
import { maySendAnnouncements } from '../utils/access'
import { formatDateTime } from '../utils/format'
import { type SentNotice, sentNoticeOf } from '../utils/sent-notice'

/** What the announcement just sent did: its public link, and how many SMS were queued. */
function JustSent({ notice, onClose }: { notice: SentNotice; onClose: () => void }) {
  const { sms } = notice
  return (
    <Alert color="teal" title={`Sent: ${notice.title}`} withCloseButton onClose={onClose}>
      <Stack gap="xs">
        <PublicLink randomKey={notice.randomKey} />
        {sms && sms.reason && <Text size="sm">{sms.reason}</Text>}
        {sms && !sms.reason && (
          <Text size="sm" data-testid="sms-queued">
            {`${sms.queued} SMS queued${sms.skippedNoPhone ? `; ${sms.skippedNoPhone} without a phone number` : ''}.`}
          </Text>
        )}
        {notice.smsFailure && (
          <Text size="sm" c="red.8" role="alert">
            {`The announcement was sent, but its SMS were not: ${notice.smsFailure}`}
          </Text>
        )}
      </Stack>
    </Alert>
  )
}

function SentList({ user }: { user: CurrentUserRecord }) {
  const location = useLocation()
  const [notice, setNotice] = useState(() => sentNoticeOf(location.state))
  const sent = useSent(user.id)
  const refresh = useRefreshAnnouncements()
  const [open, setOpen] = useState<SentAnnouncement>()
  const first = (sent.page - 1) * sent.pageSize
  const rows = (sent.records ?? []).map((announcement, index) => ({
    ...announcement,
    number: first + index + 1,
  }))

  return (
    <Stack>
      {notice && <JustSent notice={notice} onClose={() => setNotice(undefined)} />}
      <LoadError title="The sent announcements did not load" error={sent.error} />
      <DataTable
        aria-label="Sent announcements"
        withTableBorder
        striped
        minHeight={160}
        scrollAreaProps={keyboardScrollable}
        fetching={sent.isLoading}
        records={rows}
        noRecordsText="You have not sent an announcement yet."
        columns={[
          { accessor: 'number', title: '#', width: 50 },
          {
            accessor: 'title',
            title: 'Announcement',
            render: (announcement) => (
              <Anchor component="button" type="button" ta="left" onClick={() => setOpen(announcement)}>
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
        ]}
      />
      <PageControls list={sent} />
      {open && (
        <SentAnnouncementModal
          key={open.id}
          id={open.id}
          title={open.title}
          onClose={() => setOpen(undefined)}
          onDeleted={() => {
            if (notice?.id === open.id) setNotice(undefined)
            return refresh()
          }}
        />
      )}
    </Stack>
  )
}

/** announcement/send: the announcements the signed-in user sent, newest first; one opens its details. */
export function Component() {
  return (
    <AccessGate
      title="Sent announcements"
      allows={maySendAnnouncements}
      refusal="Announcements are written by the administrator, HODs and faculty."
    >
      {(user) => (
        <TitledPage title="Sent announcements">
          <SentList user={user} />
        </TitledPage>
      )}
    </AccessGate>
  )
}
