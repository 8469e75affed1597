import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { saveUrl } from '@/lib/save-file'
import { startMonthExport, useMonthExport } from '../api/sms'
import { formatMonthYear } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A month's workbook, built on the server: the button asks for it, a bar shows how far along it is, and once it
 * is READY the file downloads (with a link to save it again while the link lasts). A failure says why; the
 * button tries again.
 */
export function MonthExportButton({ monthYear }: { monthYear: string }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const [exportId, setExportId] = useState<string>()
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<string>()
  const saved = useRef<string>(undefined)
  const progress = useMonthExport(monthYear, exportId)
  const current = progress.data
  const failure =
    startError ??
    (current?.status === 'FAILED' ? (current.error ?? t('monthExport.buildFailed')) : undefined) ??
    // A failed poll counts only before any progress came back: later blips are retried while the bar stays.
    (current ? undefined : progress.error?.message)
  const building = Boolean(exportId) && !failure && (!current || current.status === 'PROCESSING')
  const ready = current?.status === 'READY' && current.downloadUrl ? current : undefined
  const month = formatMonthYear(monthYear)

  useEffect(() => {
    if (!ready?.downloadUrl || saved.current === ready.id) return
    saved.current = ready.id
    saveUrl(ready.downloadUrl, ready.fileName)
  }, [ready])

  async function start() {
    setStarting(true)
    setStartError(undefined)
    setExportId(undefined)
    try {
      const started = await startMonthExport(monthYear)
      if (started.status === 'FAILED') setStartError(started.error ?? t('monthExport.startFailed'))
      else setExportId(started.id)
    } catch (error) {
      setStartError(error instanceof ApiError ? error.message : t('monthExport.startError'))
    } finally {
      setStarting(false)
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-xs"
        variant="light"
        loading={starting || building}
        aria-label={t('monthExport.downloadLabel', { month })}
        onClick={() => void start()}
      >
        {t('monthExport.download')}
      </Button>
      {building && (
        <Group gap="xs" wrap="nowrap" w={160}>
          <Progress
            value={current?.progress ?? 0}
            aria-label={t('monthExport.progressLabel', { month })}
            size="md"
            flex={1}
            animated
          />
          <Text size="xs" w={36} ta="right">
            {current?.progress ?? 0}%
          </Text>
        </Group>
      )}
      {/* Only the changes of state are announced: the percentage above would be read out every second. */}
      <div aria-live="polite">
        {building && (
          <Text size="xs" c="dimmed">
            {t('monthExport.preparing', { fileName: current?.fileName ?? t('monthExport.theWorkbook') })}
          </Text>
        )}
        {ready && (
          <Anchor size="xs" href={ready.downloadUrl} download={ready.fileName}>
            {t('monthExport.saveAgain', { fileName: ready.fileName })}
          </Anchor>
        )}
        {failure && (
          <Text size="xs" c="red" role="alert">
            {failure}
          </Text>
        )}
      </div>
    </Stack>
  )
}
