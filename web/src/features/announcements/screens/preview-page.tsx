import { Alert, Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
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
import { MessageText } from '../components/message-text'
import { ReceiversPicker } from '../components/receivers-picker'
import { SmsPreview } from '../components/sms-preview'
import { announcementPaths } from '../paths'
import { maySendAnnouncements } from '../utils/access'
import { type AnnouncementDraft, clearDraft, isComposed } from '../utils/draft'
import { hasReceivers, receiversOf } from '../utils/selection'
import type { SentNotice } from '../utils/sent-notice'
import { useDraft } from '../utils/use-draft'

/** The legacy refusal when nothing is picked (legacy-client 3.3), as the server words it too. */
const SELECT_A_RECEIVER = 'please select atleast one user'

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'That did not work. Try again in a moment.'

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
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {draft.title}
          </Title>
          <Anchor component={Link} to={announcementPaths.compose} size="sm">
            Edit
          </Anchor>
        </Group>
        <MessageText>{draft.message}</MessageText>
        <Text size="sm">
          <Text span c="dimmed">
            File:{' '}
          </Text>
          {draft.file?.fileName ?? '—'}
        </Text>
      </Stack>
    </Paper>
  )
}

function PreviewAndSend({ user }: { user: CurrentUserRecord }) {
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
      <Alert color="yellow" title="No message or Data">
        Write the announcement first.{' '}
        <Anchor component={Link} to={announcementPaths.compose}>
          Compose it
        </Anchor>
      </Alert>
    )

  async function send() {
    setFailure(undefined)
    if (!hasReceivers(announcement)) {
      setFailure(SELECT_A_RECEIVER)
      notify('warning', SELECT_A_RECEIVER)
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
          notice.smsFailure = messageOf(error)
        }
      }
      clearDraft()
      notify('success', 'Announcement Sent Successfully')
      void refresh()
      void navigate(announcementPaths.sent, { state: { sent: notice } })
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack>
      <DraftSummary draft={draft} />
      <Checkbox
        label="Send as SMS"
        description="Parents can only be reached by SMS."
        checked={draft.sms}
        onChange={(event) => update({ sms: event.currentTarget.checked })}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Receivers
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
          Before you send
        </Title>
        {ready ? (
          <>
            {preview.error && (
              <Alert color="red" title="These receivers cannot be sent to">
                {preview.error.message}
              </Alert>
            )}
            <SmsPreview preview={preview.data} sms={draft.sms} loading={preview.isLoading} />
          </>
        ) : (
          <Text c="dimmed">Choose who receives it to see the counts{draft.sms ? ' and the SMS' : ''}.</Text>
        )}
      </Paper>
      <Divider />
      {failure && (
        <Alert color="red" title="Not sent" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" component={Link} to={announcementPaths.compose}>
          Back
        </Button>
        <Button onClick={() => void send()} loading={sending}>
          Send
        </Button>
      </Group>
    </Stack>
  )
}

/** announcement/preview: the draft, whether it goes as SMS, its receivers, what sending will do, and Send. */
export function Component() {
  return (
    <GatedPage
      title="Preview and send"
      allows={maySendAnnouncements}
      refusal="Announcements are written by the administrator, HODs and faculty."
    >
      {(user) => <PreviewAndSend user={user} />}
    </GatedPage>
  )
}
