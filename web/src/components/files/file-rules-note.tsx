import type { FilePurpose } from '@campus/files/rules'
import { Alert, List } from '@mantine/core'
import { allowedFiles, formatBytes } from './file-rules'

/** The note above an upload (legacy-client 5.6): the file types a purpose takes and how large each may be. */
export function FileRulesNote({
  purpose,
  extensions,
  title = 'Files you can attach',
}: {
  purpose: FilePurpose
  extensions?: readonly string[]
  title?: string
}) {
  return (
    <Alert color="blue" variant="light" title={title}>
      <List size="sm" spacing={2}>
        {allowedFiles(purpose, extensions).map((group) => (
          <List.Item key={group.maxBytes}>
            {`Up to ${formatBytes(group.maxBytes)}: ${group.extensions.join(', ')}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
