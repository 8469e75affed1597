import type { FilePurpose } from '@campus/files/rules'
import { Alert, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core'
import { type ReactNode, useRef } from 'react'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { FileLink } from './file-link'
import { acceptOf, formatBytes } from './file-rules'
import type { UploadedFile } from './upload-file'
import { type UploadInProgress, useFileUpload } from './use-file-upload'

/** The file a field holds: one just uploaded (its size known), or one already stored (a link to it). */
export interface AttachedFile {
  fileName: string
  size?: number | undefined
  url?: string | undefined
}

/** The upload under way: its file, Cancel, and a bar. */
function UploadProgress({ upload }: { upload: UploadInProgress }) {
  const { t } = useStaffTranslation('components')
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('attachment.uploading', { name: upload.fileName })}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={upload.cancel}>
          {t('attachment.cancel')}
        </Button>
      </Group>
      <Progress
        value={Math.round(upload.progress * 100)}
        aria-label={t('attachment.progress', { name: upload.fileName })}
        animated
      />
    </Stack>
  )
}

/** The held file's name (a link when it is stored), and its size when known. */
function AttachedName({ file }: { file: AttachedFile }) {
  return (
    <>
      {file.url ? (
        <FileLink href={file.url} size="sm">
          {file.fileName}
        </FileLink>
      ) : (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="attached-file">
          {file.fileName}
        </Text>
      )}
      {file.size !== undefined && (
        <Text size="sm" c="dimmed">
          {formatBytes(file.size)}
        </Text>
      )}
    </>
  )
}

/**
 * One file field: pick a file, checked in the browser with the purpose's rule (the legacy messages, such as
 * "File name not valid"), then sent straight to storage with its progress shown, and confirmed by the server,
 * which checks the content too. Once there it shows the file with Change, and Remove unless `removable` is
 * false (a required file can only be changed).
 *
 * @param extensions a NAAC field's extensions: the picker offers only those, and both checks hold to them
 * @param actionsOf names the field in its buttons' accessible names ("Choose file: Proof of the event"), for a
 *   form with several file fields
 * @param note shown above the picker (NAAC's "Valid extentions" badge)
 * @param showsFailure shows why an upload failed under the field too, not only in a toast
 * @param uploadedMessage the toast once uploaded; "<name> uploaded" when left out
 */
export function AttachmentUpload({
  purpose,
  extensions,
  label,
  required,
  description,
  error,
  note,
  value,
  onChange,
  onUploadingChange,
  actionsOf,
  removable = true,
  showsFailure = true,
  uploadedMessage,
}: {
  purpose: FilePurpose
  extensions?: readonly string[]
  label?: string
  required?: boolean
  description?: ReactNode
  error?: string | undefined
  note?: ReactNode
  value: AttachedFile | undefined
  onChange: (file: UploadedFile | undefined) => void
  /** Told when an upload starts and ends, so a form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void
  actionsOf?: string
  removable?: boolean
  showsFailure?: boolean
  uploadedMessage?: string
}) {
  const { t } = useStaffTranslation('components')
  const { upload, failure, pick } = useFileUpload({
    purpose,
    extensions,
    uploadedMessage,
    onUploaded: onChange,
    onUploadingChange,
  })
  const resetRef = useRef<() => void>(null)
  const actionLabel = (action: string) =>
    actionsOf === undefined ? undefined : t('attachment.actionOf', { action, label: actionsOf })

  const chooser = (text: string) => (
    <FileButton
      onChange={(file) => {
        // The same file may be chosen again after a refusal.
        resetRef.current?.()
        if (file) void pick(file)
      }}
      accept={acceptOf(purpose, extensions)}
      resetRef={resetRef}
    >
      {(props) => (
        <Button {...props} variant="default" size="sm" aria-label={actionLabel(text)}>
          {text}
        </Button>
      )}
    </FileButton>
  )

  return (
    <Input.Wrapper
      label={label ?? t('attachment.label')}
      required={required}
      description={description}
      error={error}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        {note}
        {upload ? (
          <UploadProgress upload={upload} />
        ) : value ? (
          <Group gap="xs" wrap="wrap">
            <AttachedName file={value} />
            {chooser(t('attachment.change'))}
            {removable && (
              <Button
                size="sm"
                variant="subtle"
                color="red"
                aria-label={actionLabel(t('attachment.remove'))}
                onClick={() => onChange(undefined)}
              >
                {t('attachment.remove')}
              </Button>
            )}
          </Group>
        ) : (
          <Group>{chooser(t('attachment.choose'))}</Group>
        )}
        {showsFailure && failure && (
          <Alert color="red" title={t('attachment.notUploaded')} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
