import { Stack, Text } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
import type { AssignmentFile } from '../api/assignments'
import { fileNameOf } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Download links named after the files, one a line; "No Attachment Found" when there are none. */
export function FileLinks({ files }: { files: readonly AssignmentFile[] | undefined }) {
  const { t } = useStaffTranslation('assignments')
  if (!files?.length)
    return (
      <Text span size="sm" c="dimmed">
        {t('noAttachment')}
      </Text>
    )
  return (
    <Stack gap={2}>
      {files.map((file) => (
        <FileLink key={file.fileKey} href={file.url} size="sm">
          {fileNameOf(file)}
        </FileLink>
      ))}
    </Stack>
  )
}
