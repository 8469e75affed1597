import type { FilePurpose } from '@campus/files/rules'
import { Alert, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { notify } from '@/lib/notify'
import { acceptOf, formatBytes } from './file-rules'
import { checkFile, type UploadedFile, uploadFile } from './upload-file'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Upload = { fileName: string; progress: number; controller: AbortController }

/**
 * One attachment: pick a file, checked in the browser with the purpose's rule (the legacy messages, such as
 * "File name not valid"), then sent straight to storage with its progress shown, and confirmed by the server,
 * which checks the content too. Once uploaded it shows the file's name with Change and Remove.
 */
export function AttachmentUpload({
  purpose,
  label,
  value,
  onChange,
  onUploadingChange,
  description,
}: {
  purpose: FilePurpose
  label?: string
  value: UploadedFile | undefined
  onChange: (file: UploadedFile | undefined) => void
  /** Told when an upload starts and ends, so a form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void
  description?: string
}) {
  const { t } = useStaffTranslation('components')
  const [upload, setUpload] = useState<Upload>()
  const [failure, setFailure] = useState<string>()
  const resetRef = useRef<() => void>(null)

  const active = useRef<AbortController>(null)
  // Leaving the screen mid-upload stops it.
  useEffect(() => () => active.current?.abort(), [])

  async function pick(file: File | null) {
    resetRef.current?.()
    if (!file) return
    setFailure(undefined)
    const refusal = checkFile(purpose, file)
    if (refusal) {
      setFailure(refusal)
      notify('error', refusal)
      return
    }
    active.current?.abort()
    const controller = new AbortController()
    active.current = controller
    setUpload({ fileName: file.name, progress: 0, controller })
    onUploadingChange?.(true)
    try {
      const uploaded = await uploadFile(purpose, file, {
        t,
        signal: controller.signal,
        onProgress: (progress) =>
          setUpload((current) => (current?.controller === controller ? { ...current, progress } : current)),
      })
      onChange(uploaded)
      notify('success', t('attachment.uploaded', { name: uploaded.fileName }))
    } catch (error) {
      if (!controller.signal.aborted) {
        const message = error instanceof Error ? error.message : t('attachment.failed')
        setFailure(message)
        notify('error', message)
      }
    } finally {
      setUpload((current) => (current?.controller === controller ? undefined : current))
      onUploadingChange?.(false)
    }
  }

  const chooser = (text: string, variant: 'filled' | 'default') => (
    <FileButton onChange={(file) => void pick(file)} accept={acceptOf(purpose)} resetRef={resetRef}>
      {(props) => (
        <Button {...props} variant={variant} size="sm">
          {text}
        </Button>
      )}
    </FileButton>
  )

  return (
    <Input.Wrapper label={label ?? t('attachment.label')} description={description} labelElement="div">
      <Stack gap="xs" mt={4}>
        {upload ? (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('attachment.uploading', { name: upload.fileName })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => upload.controller.abort()}>
                {t('attachment.cancel')}
              </Button>
            </Group>
            <Progress
              value={Math.round(upload.progress * 100)}
              aria-label={t('attachment.progress', { name: upload.fileName })}
              animated
            />
          </Stack>
        ) : value ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="attached-file">
              {value.fileName}
            </Text>
            <Text size="sm" c="dimmed">
              {formatBytes(value.size)}
            </Text>
            {chooser(t('attachment.change'), 'default')}
            <Button size="sm" variant="subtle" color="red" onClick={() => onChange(undefined)}>
              {t('attachment.remove')}
            </Button>
          </Group>
        ) : (
          <Group>{chooser(t('attachment.choose'), 'default')}</Group>
        )}
        {failure && (
          <Alert color="red" title={t('attachment.notUploaded')} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
