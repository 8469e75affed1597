import { Button, Group, Stack, Text } from '@mantine/core'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import { fileNameOf } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Files one assignment may carry (functions/assignments/routes/schemas.ts). */
export const FILES_MAX = 10

/** A file of the form: a fresh upload, or one the assignment already holds. */
export interface FormFile {
  versionId: string
  fileKey: string
  fileName?: string | undefined
}

/**
 * "Attach files": the files chosen so far, each with Remove, and an upload for one more (purpose document,
 * checked in the browser and by the server) until there are {@link FILES_MAX}.
 */
export function FilesField({
  files,
  onChange,
  onUploadingChange,
}: {
  files: readonly FormFile[]
  onChange: (files: FormFile[]) => void
  onUploadingChange: (uploading: boolean) => void
}) {
  const { t } = useStaffTranslation('assignments')
  return (
    <Stack gap="xs">
      {files.length < FILES_MAX ? (
        <AttachmentUpload
          purpose="document"
          label={t('files.attach')}
          description={t('files.attachDescription', { max: FILES_MAX })}
          value={undefined}
          onChange={(file) => file && onChange([...files, file])}
          onUploadingChange={onUploadingChange}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('files.atMost', { max: FILES_MAX })}
        </Text>
      )}
      {files.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          aria-label={t('files.attached')}
          style={{ listStyle: 'none' }}
        >
          {files.map((file) => (
            <Group key={file.fileKey} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="attached-file">
                {fileNameOf(file)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t('files.removeLabel', { fileName: fileNameOf(file) })}
                onClick={() => onChange(files.filter((kept) => kept.fileKey !== file.fileKey))}
              >
                {t('files.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
