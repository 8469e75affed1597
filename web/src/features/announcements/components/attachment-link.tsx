import { Anchor, Text } from '@mantine/core'
import { fileNameOf } from '../utils/format'

/** An announcement's attachment: a download link named after the file, or dashes when there is none. */
export function AttachmentLink({ file }: { file?: { url?: string; fileKey: string } | undefined }) {
  if (!file?.url)
    return (
      <Text span c="dimmed" aria-label="No attachment">
        ---------
      </Text>
    )
  return (
    <Anchor href={file.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {fileNameOf(file.fileKey)}
    </Anchor>
  )
}
