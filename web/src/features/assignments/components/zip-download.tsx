import { ExportJobButton } from '@/components/exports/export-job-button'
import { startZip, zipSource } from '../api/bulk'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * "Download all (zip)": the server zips every submission in the background; the page shows its progress as a
 * bar, then a download link. Nothing to zip until someone has submitted.
 */
export function ZipDownload({ assignmentId, submitted }: { assignmentId: string; submitted: number }) {
  const { t } = useStaffTranslation('assignments')
  return (
    <ExportJobButton
      source={zipSource(assignmentId)}
      start={() => startZip(assignmentId)}
      disabled={submitted === 0}
      texts={{
        button: t('zip.button'),
        progress: (zip) => t('zip.zipping', { done: zip.done ?? 0, total: zip.total ?? 0 }),
        progressLabel: () => t('zip.progress'),
        download: (zip) => t('zip.download', { fileName: zip.fileName ?? t('zip.theZip') }),
        notStartedTitle: t('zip.notStarted'),
        failedTitle: t('zip.notMade'),
        startFailed: t('zip.failed'),
        buildFailed: t('tryAgain'),
      }}
    />
  )
}
