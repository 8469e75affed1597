import { Button, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { notify } from '@/lib/notify'
import { mergeAll, useRefreshReports } from '../../api/reports'
import type { MergesState } from '../../utils/merges'

/** The legacy toast when a merge cannot be made (portal-spec messages: "NAAC consolidated download fails"). */
export const MERGE_PROBLEM = 'Problem Merging Files,Try Again Later'

/**
 * "Merge" (legacy-client 3.1): asks for every listed template's attachments in the faculty to be merged now
 * rather than tonight, says "Merge Processing ..." and, once every merge has ended, "Merge Completed." (or the
 * legacy problem toast when any failed); the titles' files are read again. Disabled while merging.
 */
export function MergeAllButton({ facultyId, templateIds }: { facultyId: string; templateIds: string[] }) {
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
    notify('info', 'Merge Processing ...')
    try {
      const ended = await mergeAll(templateIds, facultyId, setProgress, () => left.current)
      if (left.current) return
      if (ended.failed) notify('error', MERGE_PROBLEM)
      else notify('success', 'Merge Completed.')
      await refresh()
    } catch {
      notify('error', MERGE_PROBLEM)
    } finally {
      setMerging(false)
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button loading={merging} disabled={!templateIds.length} onClick={() => void merge()}>
        Merge
      </Button>
      <div aria-live="polite">
        {merging && progress && (
          <Text
            size="sm"
            c="dimmed"
          >{`Merging: ${progress.completed + progress.failed} of ${progress.total} templates done`}</Text>
        )}
      </div>
    </Stack>
  )
}
