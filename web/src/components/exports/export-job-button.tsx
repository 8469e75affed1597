import { Alert, Anchor, Box, Button, Stack, Text } from '@mantine/core'
import { saveUrl } from '@/lib/save-file'
import { type ExportJob, exportFailure, percentOf } from './export-job'
import { ExportProgress } from './export-progress'
import { type JobStatusRead, useExportJob } from './use-export-job'

/** The words of an export button, in its feature's namespace. */
export interface ExportTexts {
  /** The button's words. */
  button: string
  /** Its accessible name, when its words alone do not say what it exports ("Download" in a row of months). */
  buttonLabel?: string
  /** What is said while the file is built: "Preparing SMS 2026-05.xlsx…", "Zipping the submissions: 3 of 10". */
  progress: (job: ExportJob) => string
  /** The progress bar's accessible name. */
  progressLabel: (job: ExportJob) => string
  /** The link to the built file. */
  download: (job: ExportJob) => string
  /** The failure's title when the job never began, and when it began but failed; the reason alone without. */
  notStartedTitle?: string
  failedTitle?: string
  /** The failure's words when the server gave none: the start's, and the build's. */
  startFailed: string
  buildFailed: string
  /** A Try again button in the failure, with these words; without, the export button serves alone. */
  tryAgain?: string
}

/** Where an export's status is read (see {@link JobStatusRead}), under which SWR key and how often. */
export type ExportSource<Job extends ExportJob = ExportJob> = JobStatusRead<Job> & {
  key: readonly unknown[]
  pollMs?: number
}

/** The two sizes: a table row's compact one, and the page's own. */
const SIZES = {
  compact: { button: 'compact-xs', variant: 'light', text: 'xs', width: 240 },
  regular: { button: 'sm', variant: 'default', text: 'sm', width: 360 },
} as const

/**
 * A file built on the server (ARCHITECTURE.md section 6): the button starts it, a bar shows how far it is
 * (read again about every second), then a link downloads it; a failure says why, and the button (or Try again)
 * starts it once more.
 *
 * @param source where the job's status is read: a `shared` job (the zip every manager of an assignment shares)
 *   shows as it stands when the page opens, an `own` one (the reader's export) only once started here
 * @param start the request that starts a build; it answers the job (PROCESSING, or the one already running)
 * @param saveWhenReady save the file as soon as it is built, rather than waiting for the link to be followed
 */
export function ExportJobButton<Job extends ExportJob>({
  source,
  start,
  texts,
  size = 'regular',
  saveWhenReady = false,
  disabled = false,
}: {
  source: ExportSource<Job>
  start: () => Promise<Job>
  texts: ExportTexts
  size?: keyof typeof SIZES
  saveWhenReady?: boolean
  disabled?: boolean
}) {
  const look = SIZES[size]
  const exported = useExportJob<Job>({
    ...source,
    running: (job) => job.status === 'PROCESSING',
    onFinished: (job) => {
      if (saveWhenReady && job.status === 'READY' && job.downloadUrl)
        saveUrl(job.downloadUrl, job.fileName ?? '')
    },
  })
  const { job } = exported
  const failure = exportFailure(
    { job, startError: exported.startError, readError: exported.error },
    { start: texts.startFailed, build: texts.buildFailed },
  )
  const building = job?.status === 'PROCESSING' && !failure
  const ready = job?.status === 'READY' && job.downloadUrl ? job : undefined
  const begin = () => void exported.start(start)

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size={look.button}
        variant={look.variant}
        loading={exported.starting}
        disabled={disabled || building}
        aria-label={texts.buttonLabel}
        onClick={begin}
      >
        {texts.button}
      </Button>
      {/* The changes of state are announced; the bar's own figure is not (see ExportProgress). */}
      <Box aria-live="polite" w="100%" maw={look.width}>
        {building && (
          <ExportProgress
            what={texts.progress(job)}
            detail={`${percentOf(job)}%`}
            percent={percentOf(job)}
            label={texts.progressLabel(job)}
            size={look.text}
          />
        )}
        {ready && (
          <Anchor
            size={look.text}
            href={ready.downloadUrl}
            download={ready.fileName}
            style={{ overflowWrap: 'anywhere' }}
          >
            {texts.download(ready)}
          </Anchor>
        )}
        {failure && (
          <Alert
            color="red"
            p="xs"
            title={failure.stage === 'start' ? texts.notStartedTitle : texts.failedTitle}
          >
            <Stack gap="xs" align="flex-start">
              <Text size={look.text}>{failure.message}</Text>
              {texts.tryAgain && (
                <Button size="compact-sm" variant="light" color="red" onClick={begin}>
                  {texts.tryAgain}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Box>
    </Stack>
  )
}
