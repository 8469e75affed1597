import { Button, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { notify } from '@/lib/notify'
import { mergeAll, useRefreshReports } from '../../api/reports'
import type { MergesState } from '../../utils/merges'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * "Merge" (legacy-client 3.1): asks for every listed template's attachments in the faculty to be merged now
 * rather than tonight, says "Merge Processing ..." and, once every merge has ended, "Merge Completed." (or the
 * legacy problem toast when any failed); the titles' files are read again. Disabled while merging.
 */
export function MergeAllButton({ facultyId, templateIds }: { facultyId: string; templateIds: string[] }) {
  const { t } = useStaffTranslation('naacReports')
  const refresh = useRefreshReports()
  const [progress, setProgress] = useState<MergesState>()
  const [merging, setMerging] = useState(false)
  const left = useRef(false)
  useEffect(() => {
    left.current = false
    return () => {
      left.current = true
    }
  }, [])

  async function merge() {
    setMerging(true)
    setProgress(undefined)
    notify('info', t('mergeAll.processing'))
    try {
      const ended = await mergeAll(templateIds, facultyId, setProgress, () => left.current)
      if (left.current) return
      // mergeAll.problem: the legacy toast when a merge cannot be made (portal-spec messages: "NAAC
      // consolidated download fails").
      if (ended.failed) notify('error', t('mergeAll.problem'))
      else notify('success', t('mergeAll.completed'))
      await refresh()
    } catch {
      notify('error', t('mergeAll.problem'))
    } finally {
      setMerging(false)
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button loading={merging} disabled={!templateIds.length} onClick={() => void merge()}>
        {t('mergeAll.merge')}
      </Button>
      <div aria-live="polite">
        {merging && progress && (
          <Text size="sm" c="dimmed">
            {t('mergeAll.progress', { done: progress.completed + progress.failed, total: progress.total })}
          </Text>
        )}
      </div>
    </Stack>
  )
}
