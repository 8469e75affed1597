import { Anchor, Group, Text } from '@mantine/core'
import type { AttachmentGroup, ReportFile } from '../../api/reports'
import { fileLinkText, nameOfKey } from '../../utils/report-files'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A built or merged file as a download link: its presigned URL straight to the browser, which downloads it
 * (the file never passes through the page's memory).
 */
export function FileLink({
  file,
  groupLabel,
  children,
}: {
  file: ReportFile
  /** The file field the link stands under, left out of its words. */
  groupLabel?: string
  children?: string
}) {
  const { t } = useStaffTranslation('naacReports')
  return (
    <Anchor
      href={file.url}
      download={nameOfKey(file.fileKey)}
      title={nameOfKey(file.fileKey)}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children ?? fileLinkText(file, groupLabel, t)}
    </Anchor>
  )
}

/** One file field's files, "<label> : <links>", or "<label> : ----" when there are none. */
export function FileLine({ label, files }: { label: string; files: readonly ReportFile[] }) {
  const { t } = useStaffTranslation('naacReports')
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {t('fileLinks.line', { label })}
      </Text>
      {files.length ? (
        files.map((file) => <FileLink key={file.fileKey} file={file} groupLabel={label} />)
      ) : (
        <Text size="sm" c="dimmed">
          ----
        </Text>
      )}
    </Group>
  )
}

/**
 * The merged files of a template, a line per file field; before anything is merged, a `----` line per file
 * field the form has (legacy-client 3.1).
 */
export function AttachmentLines({
  groups,
  fileLabels,
}: {
  groups: readonly AttachmentGroup[]
  fileLabels: readonly string[]
}) {
  if (!groups.length) return fileLabels.map((label) => <FileLine key={label} label={label} files={[]} />)
  return groups.map((group) => <FileLine key={group.fileName} label={group.fileName} files={group.files} />)
}
