import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { startZip, useZipState } from '../api/bulk'

/**
 * "Download all (zip)": the server zips every submission in the background; the page reads its progress every
 * two seconds, shows it as a bar, and then a download link.
 */
export function ZipDownload({ assignmentId, submitted }: { assignmentId: string; submitted: number }) {
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
      setFailure(
        error instanceof ApiError ? error.message : 'The zip was not started. Try again in a moment.',
      )
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
          Download all (zip)
        </Button>
        {state?.status === 'READY' && state.url && (
          <Anchor href={state.url} download={state.fileName} style={{ overflowWrap: 'anywhere' }}>
            {`Download ${state.fileName ?? 'the zip'}`}
          </Anchor>
        )}
      </Group>
      {building && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{`Zipping the submissions: ${state.done} of ${state.total}`}</Text>
          <Progress value={percent} aria-label="Zip progress" animated />
        </Stack>
      )}
      {state?.status === 'FAILED' && (
        <Alert color="red" title="The zip was not made">
          {state.reason ?? 'Try again in a moment.'}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title="Not started" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  )
}
