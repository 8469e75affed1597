import { Button, Stack, Text } from '@mantine/core'
import { useExportJob } from '@/components/exports/use-export-job'
import { notify } from '@/lib/notify'
import { facultyMergesSource, startFacultyMerges, useRefreshReports } from '../../api/reports'
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
  const merges = useExportJob({
    ...facultyMergesSource(templateIds, facultyId),
    onFinished: async (ended: MergesState) => {
      // mergeAll.problem: the legacy toast when a merge cannot be made (portal-spec messages: "NAAC
      // consolidated download fails").
      if (ended.failed) notify('error', t('mergeAll.problem'))
      else notify('success', t('mergeAll.completed'))
      await refresh()
    },
  })
  // A read that failed is toasted by the app's SWR config; the button is offered again.
  const merging = merges.running && !merges.error
  const progress = merges.job

  const merge = () => {
    notify('info', t('mergeAll.processing'))
    void merges.start(() => startFacultyMerges(templateIds, facultyId), {
      onError: () => notify('error', t('mergeAll.problem')),
    })
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button loading={merges.starting || merging} disabled={!templateIds.length} onClick={merge}>
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
