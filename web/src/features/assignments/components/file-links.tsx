import { Anchor, Stack, Text } from '@mantine/core'
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
        <Anchor
          key={file.fileKey}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {fileNameOf(file)}
        </Anchor>
      ))}
    </Stack>
  )
}
