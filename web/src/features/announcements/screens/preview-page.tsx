import { Alert, Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { useDebouncedValue } from '@mantine/hooks'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { GatedPage } from '@/components/ui/access-gate'
import { ApiError } from '@/lib/api-error'
import { useApi } from '@/lib/api-client'
import type { CurrentUserRecord } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import {
  createAnnouncement,
  type NewAnnouncement,
  previewAnnouncement,
  sendAnnouncementSms,
  useRefreshAnnouncements,
} from '../api/announcements'
import { ReceiversPicker } from '../components/receivers-picker'
import { SmsPreview } from '../components/sms-preview'
import { announcementPaths } from '../paths'
import { maySendAnnouncements } from '../utils/access'
import { type AnnouncementDraft, clearDraft, isComposed } from '../utils/draft'
import { hasReceivers, receiversOf } from '../utils/selection'
import type { SentNotice } from '../utils/sent-notice'
import { useDraft } from '../utils/use-draft'
import { useStaffTranslation } from '@/lib/i18n/staff'

const messageOf = (error: unknown, t: TFunction<'announcementsStaff'>) =>
  error instanceof ApiError ? error.message : t('preview.failed')

/** The announcement as `POST /boot/announcement` takes it. */
function announcementOf(draft: AnnouncementDraft): NewAnnouncement {
  return {
    ...receiversOf(draft.selection, draft.sms),
    sms: draft.sms ? 'YES' : 'NO',
    title: draft.title,
    message: draft.message,
    ...(draft.file ? { file: { versionId: draft.file.versionId, fileKey: draft.file.fileKey } } : {}),
  }
}

function DraftSummary({ draft }: { draft: AnnouncementDraft }) {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {draft.title}
          </Title>
          <Anchor component={Link} to={announcementPaths.compose} size="sm">
            {t('preview.edit')}
          </Anchor>
        </Group>
        <TypedText>{draft.message}</TypedText>
        <Text size="sm">
          <Text span c="dimmed">
            {t('preview.file')}{' '}
          </Text>
          {draft.file?.fileName ?? '—'}
        </Text>
      </Stack>
    </Paper>
  )
}

function PreviewAndSend({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const navigate = useNavigate()
  const refresh = useRefreshAnnouncements()
  const [draft, update] = useDraft()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()

  const announcement = announcementOf(draft)
  const ready = isComposed(draft) && hasReceivers(announcement)
  // The preview follows the picks once they settle, not on every click.
  const [asked] = useDebouncedValue(ready ? JSON.stringify(announcement) : null, 400)
  const preview = useApi(asked ? ['announcements', 'preview', asked] : null, () =>
    previewAnnouncement(JSON.parse(asked ?? '{}') as NewAnnouncement),
  )

  if (!isComposed(draft))
    return (
      <Alert color="yellow" title={t('preview.noDraftTitle')}>
        {t('preview.writeFirst')}{' '}
        <Anchor component={Link} to={announcementPaths.compose}>
          {t('preview.composeIt')}
        </Anchor>
      </Alert>
    )

  async function send() {
    setFailure(undefined)
    if (!hasReceivers(announcement)) {
      // The legacy refusal when nothing is picked (legacy-client 3.3), as the server words it too.
      setFailure(t('preview.selectReceiver'))
      notify('warning', t('preview.selectReceiver'))
      return
    }
    setSending(true)
    try {
      const created = await createAnnouncement(announcement)
      const notice: SentNotice = { id: created.id, title: created.title, randomKey: created.randomKey }
      if (created.sms === 'YES') {
        try {
          notice.sms = await sendAnnouncementSms(created)
        } catch (error) {
          notice.smsFailure = messageOf(error, t)
        }
      }
      clearDraft()
      notify('success', t('preview.sentSuccess'))
      void refresh()
      void navigate(announcementPaths.sent, { state: { sent: notice } })
    } catch (error) {
      setFailure(messageOf(error, t))
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack>
      <DraftSummary draft={draft} />
      <Checkbox
        label={t('preview.sendAsSms')}
        description={t('preview.sendAsSmsDescription')}
        checked={draft.sms}
        onChange={(event) => update({ sms: event.currentTarget.checked })}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('preview.receivers')}
        </Title>
        <ReceiversPicker
          user={user}
          sms={draft.sms}
          selection={draft.selection}
          onChange={(selection) => update({ selection })}
        />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('preview.beforeSend')}
        </Title>
        {ready ? (
          <>
            {preview.error && (
              <Alert color="red" title={t('preview.cannotSend')}>
                {preview.error.message}
              </Alert>
            )}
            <SmsPreview preview={preview.data} sms={draft.sms} loading={preview.isLoading} />
          </>
        ) : (
          <Text c="dimmed">{draft.sms ? t('preview.chooseReceiversSms') : t('preview.chooseReceivers')}</Text>
        )}
      </Paper>
      <Divider />
      {failure && (
        <Alert color="red" title={t('preview.notSent')} role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" component={Link} to={announcementPaths.compose}>
          {t('preview.back')}
        </Button>
        <Button onClick={() => void send()} loading={sending}>
          {t('preview.send')}
        </Button>
      </Group>
    </Stack>
  )
}

/** announcement/preview: the draft, whether it goes as SMS, its receivers, what sending will do, and Send. */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <GatedPage title={t('preview.title')} allows={maySendAnnouncements} refusal={t('sent.refusal')}>
      {(user) => <PreviewAndSend user={user} />}
    </GatedPage>
  )
}
