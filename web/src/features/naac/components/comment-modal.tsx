import type { CommentThreadView } from '@campus/core'
import { Alert, Box, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-error'
import { useRefreshNaac } from '../api/client'
import { closeThread, sendComment, useThread } from '../api/comments'
import { formatDateTime } from '../utils/format'
import { CommentStatusBadge } from './status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** One message: the reader's own on the right in green, others' on the left in blue-grey (legacy-client 3.1). */
function Message({ message, own }: { message: CommentThreadView['comments'][number]; own: boolean }) {
  const { t } = useStaffTranslation('naac')
  return (
    <Group component="li" justify={own ? 'flex-end' : 'flex-start'}>
      <Box
        maw="85%"
        px="sm"
        py={6}
        bg={own ? 'teal.0' : 'gray.1'}
        bd={`1px solid var(--mantine-color-${own ? 'teal-3' : 'gray-3'})`}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-own={own}
      >
        <TypedText size="sm">{message.comment}</TypedText>
        <Text size="xs" c="dimmed" ta={own ? 'right' : 'left'}>
          {message.userName ?? t('someone')} - {formatDateTime(message.date)}
        </Text>
      </Box>
    </Group>
  )
}

/**
 * An entry's comment thread (legacy-client 3.1 CommentPopupComponent): "Comments(OPEN)", the messages, and a
 * box to send one. An AUTHORIZER may close the session; sending again reopens it. Readers without a role in
 * the department (the administrator) read it only.
 */
export function CommentModal({
  entryId,
  userId,
  mayComment,
  mayClose,
  onClose,
}: {
  entryId: string
  userId: string
  mayComment: boolean
  mayClose: boolean
  onClose: () => void
}) {
  const { t } = useStaffTranslation('naac')
  const thread = useThread(entryId)
  const refresh = useRefreshNaac()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [closing, setClosing] = useState(false)
  const current = thread.data ?? null
  const status = current?.status

  async function send() {
    if (!text.trim()) return
    setSending(true)
    setFailure(undefined)
    try {
      await sendComment(entryId, current, text.trim())
      setText('')
      await refresh()
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('comments.notSentRetry'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        <Group gap={4}>
          <Text fw={600}>{t('comments.titleOpen')}</Text>
          <CommentStatusBadge status={status} />
          <Text fw={600}>{t('comments.titleClose')}</Text>
        </Group>
      }
    >
      <Stack>
        {mayClose && status === 'OPEN' && (
          <Group justify="flex-end">
            <Button size="xs" color="red.9" variant="outline" onClick={() => setClosing(true)}>
              {t('comments.closeSession')}
            </Button>
          </Group>
        )}
        <LoadError title={t('comments.loadError')} error={thread.error} />
        {thread.isLoading ? (
          <Skeleton h={120} />
        ) : current?.comments.length ? (
          <ScrollArea.Autosize
            mah={380}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': t('comments.label') }}
          >
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('comments.label')}
            >
              {current.comments.map((message, index) => (
                <Message key={`${message.date}-${index}`} message={message} own={message.userId === userId} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : (
          !thread.error && <Text c="dimmed">{t('comments.none')}</Text>
        )}
        {failure && (
          <Alert color="red" title={t('comments.notSent')}>
            {failure}
          </Alert>
        )}
        {mayComment && (
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <Textarea
              label={t('comments.comment')}
              placeholder={t('comments.placeholder')}
              autosize
              minRows={1}
              maxRows={5}
              style={{ flex: 1 }}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send()
              }}
            />
            <Button onClick={() => void send()} disabled={!text.trim()} loading={sending}>
              {t('comments.send')}
            </Button>
          </Group>
        )}
      </Stack>
      {closing && current && (
        <ConfirmDialog
          question={t('comments.closeQuestion')}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={async () => {
            await closeThread(current)
            await refresh()
          }}
          onClose={() => setClosing(false)}
        />
      )}
    </Modal>
  )
}
