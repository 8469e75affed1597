import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { startZip, useZipState } from '../api/bulk'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * "Download all (zip)": the server zips every submission in the background; the page reads its progress every
 * two seconds, shows it as a bar, and then a download link.
 */
export function ZipDownload({ assignmentId, submitted }: { assignmentId: string; submitted: number }) {
  const { t } = useStaffTranslation('assignments')
  const zip = useZipState(assignmentId)
  const [failure, setFailure] = useState<string>()
  const [starting, setStarting] = useState(false)
  const state = zip.data
  const building = state?.status === 'PROCESSING'

  async function start() {
    setStarting(true)
    setFailure(undefined)
    try {
      await zip.mutate(await startZip(assignmentId), { revalidate: false })
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('zip.failed'))
    } finally {
      setStarting(false)
    }
  }

  const percent = state && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="default"
          loading={starting}
          disabled={building || submitted === 0}
          onClick={() => void start()}
        >
          {t('zip.button')}
        </Button>
        {state?.status === 'READY' && state.url && (
          <Anchor href={state.url} download={state.fileName} style={{ overflowWrap: 'anywhere' }}>
            {t('zip.download', { fileName: state.fileName ?? t('zip.theZip') })}
          </Anchor>
        )}
      </Group>
      {building && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t('zip.zipping', { done: state.done, total: state.total })}</Text>
          <Progress value={percent} aria-label={t('zip.progress')} animated />
        </Stack>
      )}
      {state?.status === 'FAILED' && (
        <Alert color="red" title={t('zip.notMade')}>
          {state.reason ?? t('tryAgain')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title={t('zip.notStarted')} role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  )
}
