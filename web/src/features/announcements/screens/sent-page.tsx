import { Alert, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { GatedPage } from '@/components/ui/access-gate'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type SentAnnouncement, useRefreshAnnouncements, useSent } from '../api/announcements'
import { AnnouncementTable } from '../components/announcement-table'
import { PublicLink } from '../components/public-link'
import { SentAnnouncementModal } from '../components/sent-announcement-modal'
import { maySendAnnouncements } from '../utils/access'
import { type SentNotice, sentNoticeOf } from '../utils/sent-notice'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What the announcement just sent did: its public link, and how many SMS were queued. */
function JustSent({ notice, onClose }: { notice: SentNotice; onClose: () => void }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const { sms } = notice
  return (
    <Alert color="teal" title={t('sent.justSent', { title: notice.title })} withCloseButton onClose={onClose}>
      <Stack gap="xs">
        <PublicLink randomKey={notice.randomKey} />
        {sms && sms.reason && <Text size="sm">{sms.reason}</Text>}
        {sms && !sms.reason && (
          <Text size="sm" data-testid="sms-queued">
            {sms.skippedNoPhone
              ? t('sent.smsQueuedSkipped', { queued: sms.queued, skipped: sms.skippedNoPhone })
              : t('sent.smsQueued', { queued: sms.queued })}
          </Text>
        )}
        {notice.smsFailure && (
          <Text size="sm" c="red.8" role="alert">
            {t('sent.smsFailure', { reason: notice.smsFailure })}
          </Text>
        )}
      </Stack>
    </Alert>
  )
}

function SentList({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const location = useLocation()
  const [notice, setNotice] = useState(() => sentNoticeOf(location.state))
  const sent = useSent(user.id)
  const refresh = useRefreshAnnouncements()
  const [open, setOpen] = useState<SentAnnouncement>()

  return (
    <Stack>
      {notice && <JustSent notice={notice} onClose={() => setNotice(undefined)} />}
      <AnnouncementTable
        list={sent}
        label={t('sent.title')}
        titleHeader={t('sent.titleHeader')}
        empty={t('sent.empty')}
        loadFailure={t('sent.loadFailure')}
        onOpen={setOpen}
      />
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
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <GatedPage title={t('sent.title')} allows={maySendAnnouncements} refusal={t('sent.refusal')}>
      {(user) => <SentList user={user} />}
    </GatedPage>
  )
}
