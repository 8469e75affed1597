import type { FilePurpose } from '@campus/files/rules'
import { Alert, List } from '@mantine/core'
import { allowedFiles, formatBytes } from './file-rules'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The note above an upload (legacy-client 5.6): the file types a purpose takes and how large each may be. */
export function FileRulesNote({
  purpose,
  extensions,
  title,
}: {
  purpose: FilePurpose
  extensions?: readonly string[]
  title?: string
}) {
  const { t } = useStaffTranslation('components')
  return (
    <Alert color="blue" variant="light" title={title ?? t('fileRules.title')}>
      <List size="sm" spacing={2}>
        {allowedFiles(purpose, extensions).map((group) => (
          <List.Item key={group.maxBytes}>
            {t('fileRules.upTo', {
              size: formatBytes(group.maxBytes),
              extensions: group.extensions.join(', '),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
