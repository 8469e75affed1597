import { Button, Group, Stack, Text } from '@mantine/core'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import { fileNameOf } from '../utils/format'

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
  return (
    <Stack gap="xs">
      {files.length < FILES_MAX ? (
        <AttachmentUpload
          purpose="document"
          label="Attach files"
          description={`Optional: up to ${FILES_MAX} files, one at a time`}
          value={undefined}
          onChange={(file) => file && onChange([...files, file])}
          onUploadingChange={onUploadingChange}
        />
      ) : (
        <Text size="sm" c="dimmed">{`${FILES_MAX} files is the most an assignment carries.`}</Text>
      )}
      {files.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} aria-label="Attached files" style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group key={file.fileKey} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="attached-file">
                {fileNameOf(file)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Remove ${fileNameOf(file)}`}
                onClick={() => onChange(files.filter((kept) => kept.fileKey !== file.fileKey))}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
