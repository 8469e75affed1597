import { Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import { FileRulesNote } from '@/components/files/file-rules-note'
import { GatedPage } from '@/components/ui/access-gate'
import { announcementPaths } from '../paths'
import { maySendAnnouncements } from '../utils/access'
import { useDraft } from '../utils/use-draft'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The longest title and message the server takes (functions/announcements/routes/schemas.ts). */
const TITLE_MAX = 200
const MESSAGE_MAX = 4000

function ComposeForm() {
  const { t } = useStaffTranslation('announcementsStaff')
  const navigate = useNavigate()
  const [draft, update] = useDraft()
  const [errors, setErrors] = useState<{ title?: string; message?: string }>({})
  const [uploading, setUploading] = useState(false)

  function next(event: FormEvent) {
    event.preventDefault()
    const found = {
      ...(draft.title.trim() ? {} : { title: t('compose.titleRequired') }),
      ...(draft.message.trim() ? {} : { message: t('compose.messageRequired') }),
    }
    setErrors(found)
    if (!Object.keys(found).length) void navigate(announcementPaths.preview)
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={next} noValidate>
      <Stack>
        <FileRulesNote purpose="announcement" />
        <TextInput
          label={t('compose.titleLabel')}
          placeholder={t('compose.titlePlaceholder')}
          required
          maxLength={TITLE_MAX}
          value={draft.title}
          error={errors.title}
          onChange={(event) => {
            update({ title: event.currentTarget.value })
            setErrors(({ title: _fixed, ...rest }) => rest)
          }}
        />
        <Textarea
          label={t('compose.messageLabel')}
          placeholder={t('compose.messagePlaceholder')}
          required
          autosize
          minRows={5}
          maxRows={16}
          maxLength={MESSAGE_MAX}
          description={t('compose.characters', { length: draft.message.length, max: MESSAGE_MAX })}
          value={draft.message}
          error={errors.message}
          onChange={(event) => {
            update({ message: event.currentTarget.value })
            setErrors(({ message: _fixed, ...rest }) => rest)
          }}
        />
        <AttachmentUpload
          purpose="announcement"
          value={draft.file}
          onChange={(file) => update({ file })}
          onUploadingChange={setUploading}
          description={t('compose.attachmentDescription')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={uploading}>
            {t('compose.next')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** announcement/compose: the title, the message and one attachment; Next goes on to the receivers. */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <GatedPage title={t('compose.title')} allows={maySendAnnouncements} refusal={t('sent.refusal')}>
      {() => <ComposeForm />}
    </GatedPage>
  )
}
