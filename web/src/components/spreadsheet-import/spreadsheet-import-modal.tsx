import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { TFunction } from 'i18next'
import { useState, useSyncExternalStore } from 'react'
import { downloadWorkbook } from '@/lib/spreadsheet'
import {
  BACKGROUND_THRESHOLD,
  downloadErrorWorkbook,
  type ImportPlan,
  type ImportState,
  type ImportTask,
  importTaskOf,
  issueText,
  startImport,
} from './import-task'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Stands in for the task store before any import ran. */
const idle = { subscribe: () => () => undefined, snapshot: () => undefined }

/** Blank template rows that carry the dropdowns. */
const TEMPLATE_ROWS = 1000
/** Rejected rows listed on screen; the error workbook has them all. */
const SHOWN_REJECTIONS = 20

const summaryOf = (state: ImportState, noun: string, t: TFunction<'components'>) =>
  t('importModal.summary', {
    created: state.created,
    noun,
    updated: state.updated,
    count: state.rejected.length,
  })

/** The corner notice of a background import: progress while it runs, the outcome when it ends. */
function showBackgroundNotice(
  task: ImportTask,
  noun: string,
  onFinished: () => void,
  t: TFunction<'components'>,
) {
  const { state } = task
  if (state.total <= BACKGROUND_THRESHOLD) return
  const id = `import-${noun}`
  const percent = state.total ? Math.round((state.processed / state.total) * 100) : 0
  if (task.running) {
    const notice = {
      id,
      title: t('importNotice.importing', { noun, file: state.fileName }),
      message: (
        <Stack gap={4}>
          <Progress value={percent} aria-label={t('importNotice.progress', { percent })} />
          <Text size="xs">{t('importNotice.rows', { processed: state.processed, total: state.total })}</Text>
        </Stack>
      ),
      autoClose: false as const,
      withCloseButton: false,
      loading: true,
    }
    if (state.processed === 0 || !document.getElementById(id)) notifications.show(notice)
    else notifications.update(notice)
    return
  }
  onFinished()
  notifications.update({
    id,
    title: t(state.status === 'done' ? 'importNotice.finished' : 'importNotice.stopped', { noun }),
    message:
      state.status === 'done'
        ? `${summaryOf(state, noun, t)}${state.rejected.length ? ` ${t('importNotice.openAgain')}` : ''}`
        : state.message,
    color: state.status === 'done' && !state.rejected.length ? 'teal' : 'yellow',
    loading: false,
    autoClose: false,
    withCloseButton: true,
  })
}

/**
 * Import from Excel: download the template, fill it, upload it. Valid rows land and rejected rows come back
 * as an error workbook. Imports over {@link BACKGROUND_THRESHOLD} rows go on in the background when the
 * dialog closes, with their progress in a corner notice.
 */
export function SpreadsheetImportModal<Fields>({
  plan,
  opened,
  onClose,
  onFinished,
}: {
  plan: ImportPlan<Fields>
  opened: boolean
  onClose: () => void
  /** Called when an import ends, to reload the list behind the dialog. */
  onFinished: () => void
}) {
  const { t } = useStaffTranslation('components')
  const [file, setFile] = useState<File | null>(null)
  const [task, setTask] = useState<ImportTask | undefined>(() => importTaskOf(plan.kind))
  const state = useSyncExternalStore(task?.subscribe ?? idle.subscribe, task?.snapshot ?? idle.snapshot)
  const running = state?.status === 'reading' || state?.status === 'running'
  const percent = state?.total ? Math.round((state.processed / state.total) * 100) : 0

  function start() {
    if (!file) return
    let finished = false
    const started = startImport(plan, file, t, (current) => {
      showBackgroundNotice(current, plan.noun, onFinished, t)
      if (!current.running && !finished) {
        finished = true
        if (current.state.total <= BACKGROUND_THRESHOLD) onFinished()
      }
    })
    setTask(started)
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('importModal.title', { noun: plan.noun })} size="lg">
      <Stack>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('importModal.stepTemplate')}</List.Item>
          <List.Item>{t('importModal.stepFill')}</List.Item>
          <List.Item>{t('importModal.stepUpload')}</List.Item>
        </List>
        <Group>
          <Button
            variant="default"
            onClick={() =>
              void downloadWorkbook(
                plan.templateFileName,
                [{ name: plan.noun, columns: plan.columns, rows: [] }],
                { blankRows: TEMPLATE_ROWS },
              )
            }
          >
            {t('importModal.downloadTemplate')}
          </Button>
        </Group>
        <FileInput
          label={t('importModal.file')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
          disabled={running}
        />
        <Group justify="flex-end">
          <Button onClick={start} disabled={!file || running} loading={running}>
            {t('importModal.import')}
          </Button>
        </Group>

        {state && running && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('importNotice.progress', { percent })} />
            <Text size="sm" aria-live="polite">
              {state.status === 'reading'
                ? t('importModal.reading', { file: state.fileName })
                : t('importModal.checked', { processed: state.processed, total: state.total })}
            </Text>
            {state.total > BACKGROUND_THRESHOLD && (
              <Text size="sm" c="dimmed">
                {t('importModal.background')}
              </Text>
            )}
          </Stack>
        )}
        {state?.status === 'failed' && (
          <Alert color="red" title={t('importModal.failed')}>
            {state.message}
          </Alert>
        )}
        {state?.status === 'done' && (
          <Alert
            color={state.rejected.length ? 'yellow' : 'teal'}
            title={t('importModal.finished', { file: state.fileName })}
          >
            <Stack gap="xs">
              <Text size="sm">{summaryOf(state, plan.noun, t)}</Text>
              {state.rejected.length > 0 && (
                <Group>
                  <Button size="xs" variant="default" onClick={() => void downloadErrorWorkbook(state, t)}>
                    {t('importModal.downloadRejected')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        {state?.status === 'done' && state.rejected.length > 0 && (
          <Table.ScrollContainer minWidth={400} tabIndex={0} aria-label={t('importModal.rejectedRows')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('importModal.row')}</Table.Th>
                  <Table.Th>{t('importModal.why')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.rejected.slice(0, SHOWN_REJECTIONS).map((rejected) => (
                  <Table.Tr key={rejected.row}>
                    <Table.Td>{rejected.row}</Table.Td>
                    <Table.Td>{issueText(rejected.errors)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {state.rejected.length > SHOWN_REJECTIONS && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('importModal.more', { number: state.rejected.length - SHOWN_REJECTIONS })}
              </Text>
            )}
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  )
}
