import { Anchor, Badge, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { checkFile, uploadFile } from '@/components/files/upload-file'
import { notify } from '@/lib/notify'
import { acceptOfField, extensionsOf, fileLabelOf } from '../utils/files'
import type { FileValue } from '../utils/form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Upload = { fileName: string; progress: number; controller: AbortController }

/**
 * A file field of a NAAC form (legacy-client 3.1): the badge "Valid extentions <regex>", a picker offering only
 * those extensions, the file checked in the browser with the legacy messages, then sent straight to storage
 * (purpose `naac`) with its progress shown. Once there it shows the file with Change, and Remove when the field
 * is optional (a required file can only be changed).
 */
export function NaacFileInput({
  label,
  regex,
  required,
  description,
  error,
  value,
  onChange,
  onUploadingChange,
}: {
  label: string
  regex: string
  required: boolean
  description?: ReactNode
  error?: string | undefined
  value: FileValue | undefined
  onChange: (file: FileValue | undefined) => void
  onUploadingChange?: (uploading: boolean) => void
}) {
  const { t } = useStaffTranslation('naac')
  const { t: shared } = useStaffTranslation('components')
  const [upload, setUpload] = useState<Upload>()
  const resetRef = useRef<() => void>(null)
  const active = useRef<AbortController>(null)
  // Leaving the form mid-upload stops it.
  useEffect(() => () => active.current?.abort(), [])

  async function pick(file: File | null) {
    resetRef.current?.()
    if (!file) return
    const extensions = extensionsOf(regex)
    const problem = checkFile('naac', file, extensions)
    if (problem) {
      notify('error', problem)
      return
    }
    active.current?.abort()
    const controller = new AbortController()
    active.current = controller
    setUpload({ fileName: file.name, progress: 0, controller })
    onUploadingChange?.(true)
    try {
      const uploaded = await uploadFile('naac', file, {
        t: shared,
        extensions,
        signal: controller.signal,
        onProgress: (progress) =>
          setUpload((current) => (current?.controller === controller ? { ...current, progress } : current)),
      })
      onChange({ versionId: uploaded.versionId, fileKey: uploaded.fileKey, fileName: uploaded.fileName })
      notify('success', t('fileInput.uploaded'))
    } catch (failure) {
      if (!controller.signal.aborted)
        notify('error', failure instanceof Error ? failure.message : t('fileInput.notUploaded'))
    } finally {
      setUpload((current) => (current?.controller === controller ? undefined : current))
      onUploadingChange?.(false)
    }
  }

  const chooser = (text: string) => (
    <FileButton onChange={(file) => void pick(file)} accept={acceptOfField(regex)} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="xs"
          aria-label={t('fileInput.actionOf', { action: text, label })}
        >
          {text}
        </Button>
      )}
    </FileButton>
  )

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={description}
      error={error}
      labelElement="div"
    >
      <Stack gap={6} mt={4}>
        <Group gap="xs">
          <Badge variant="outline" color="blue.9" tt="none">
            {t('fileInput.validExtensions', { regex })}
          </Badge>
        </Group>
        {upload ? (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('fileInput.uploading', { name: upload.fileName })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => upload.controller.abort()}>
                {t('confirm.cancel')}
              </Button>
            </Group>
            <Progress
              value={Math.round(upload.progress * 100)}
              aria-label={t('fileInput.progress', { name: upload.fileName })}
              animated
            />
          </Stack>
        ) : value ? (
          <Group gap="xs" wrap="wrap">
            {value.url ? (
              <Anchor
                href={value.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {fileLabelOf(value)}
              </Anchor>
            ) : (
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="attached-file">
                {fileLabelOf(value)}
              </Text>
            )}
            {chooser(t('fileInput.change'))}
            {!required && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => onChange(undefined)}
                aria-label={t('fileInput.removeOf', { label })}
              >
                {t('fileInput.remove')}
              </Button>
            )}
          </Group>
        ) : (
          <Group>{chooser(t('fileInput.choose'))}</Group>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
