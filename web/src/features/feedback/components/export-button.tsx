import type { FeedbackExportKind } from '@campus/core'
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { startFeedbackExport, useFeedbackExport } from '../api/exports'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Builds a feedback workbook on the server: asks for it, shows how far along it is, then offers the file to
 * download; a failure says why and offers to try again. Survey workbooks name a survey, the staff report a
 * staff member.
 */
export function FeedbackExportButton({
  kind,
  surveyId,
  staffId,
  label,
}: {
  kind: FeedbackExportKind
  surveyId?: string
  staffId?: string
  label?: string
}) {
  const { t } = useStaffTranslation('feedback')
  const [exportId, setExportId] = useState<string>()
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<string>()
  const progress = useFeedbackExport(exportId)
  const current = progress.data
  const failure =
    startError ??
    (current?.status === 'FAILED' ? (current.error ?? t('export.buildFailed')) : undefined) ??
    // A failed poll counts only before any progress came back: later blips are retried while the bar stays.
    (current ? undefined : progress.error?.message)
  const building = Boolean(exportId) && !failure && (!current || current.status === 'PROCESSING')

  async function start() {
    setStarting(true)
    setStartError(undefined)
    setExportId(undefined)
    try {
      const created = await startFeedbackExport({ kind, surveyId, staffId })
      setExportId(created.id)
    } catch (error) {
      setStartError(error instanceof ApiError ? error.message : t('export.startFailed'))
    } finally {
      setStarting(false)
    }
  }

  return (
    <Stack gap="xs" data-print-hide>
      <Group>
        <Button variant="default" loading={starting} disabled={building} onClick={() => void start()}>
          {label ?? t('export.label')}
        </Button>
      </Group>
      {building && (
        <Group gap="sm" wrap="nowrap" maw={360}>
          <Progress
            value={current?.progress ?? 0}
            aria-label={t('export.preparingLabel', { file: current?.fileName ?? t('export.theWorkbook') })}
            size="lg"
            flex={1}
            animated
          />
          <Text size="sm" w={44} ta="right">
            {current?.progress ?? 0}%
          </Text>
        </Group>
      )}
      {/* Only the changes of state are announced: the percentage above would be read out every second. */}
      <div aria-live="polite">
        {building && (
          <Text size="sm" c="dimmed">
            {t('export.preparing', { file: current?.fileName ?? t('export.theWorkbook') })}
          </Text>
        )}
        {current?.status === 'READY' && current.downloadUrl && (
          <Anchor href={current.downloadUrl} download={current.fileName}>
            {t('export.download', { file: current.fileName })}
          </Anchor>
        )}
        {failure && (
          <Alert color="red" title={t('export.failedTitle')} p="xs">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void start()}>
                {t('export.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  )
}
