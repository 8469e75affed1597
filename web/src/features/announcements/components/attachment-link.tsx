import { Text, VisuallyHidden } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
import { useTranslation } from 'react-i18next'
import { fileNameOf } from '../utils/format'

/**
 * An announcement's attachment: a download link named after the file, or dashes when there is none (which
 * screen readers hear as "No attachment": a plain span may not carry an aria-label).
 */
export function AttachmentLink({ file }: { file?: { url?: string; fileKey: string } | undefined }) {
  const { t } = useTranslation('announcements')
  if (!file?.url)
    return (
      <Text span c="dimmed">
        <span aria-hidden="true">---------</span>
        <VisuallyHidden>{t('noAttachment')}</VisuallyHidden>
      </Text>
    )
  return <FileLink href={file.url}>{fileNameOf(file.fileKey)}</FileLink>
}
