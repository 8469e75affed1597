import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
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

/** Stands in for the task store before any import ran. */
const idle = { subscribe: () => () => undefined, snapshot: () => undefined }

/** Blank template rows that carry the dropdowns. */
const TEMPLATE_ROWS = 1000
/** Rejected rows listed on screen; the error workbook has them all. */
const SHOWN_REJECTIONS = 20

const summaryOf = (state: ImportState, noun: string) =>
  `${state.created} ${noun} added, ${state.updated} updated, ${state.rejected.length} row${state.rejected.length === 1 ? '' : 's'} rejected.`

/** The corner notice of a background import: progress while it runs, the outcome when it ends. */
function showBackgroundNotice(task: ImportTask, noun: string, onFinished: () => void) {
  const { state } = task
  if (state.total <= BACKGROUND_THRESHOLD) return
  const id = `import-${noun}`
  const percent = state.total ? Math.round((state.processed / state.total) * 100) : 0
  if (task.running) {
    const notice = {
      id,
      title: `Importing ${noun} from ${state.fileName}`,
      message: (
        <Stack gap={4}>
          <Progress value={percent} aria-label={`Import progress ${percent}%`} />
          <Text size="xs">
            {state.processed} of {state.total} rows
          </Text>
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
    title: state.status === 'done' ? `Import of ${noun} finished` : `Import of ${noun} stopped`,
    message:
      state.status === 'done'
        ? `${summaryOf(state, noun)}${state.rejected.length ? ' Open the import again to download the rejected rows.' : ''}`
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
  const [file, setFile] = useState<File | null>(null)
  const [task, setTask] = useState<ImportTask | undefined>(() => importTaskOf(plan.kind))
  const state = useSyncExternalStore(task?.subscribe ?? idle.subscribe, task?.snapshot ?? idle.snapshot)
  const running = state?.status === 'reading' || state?.status === 'running'
  const percent = state?.total ? Math.round((state.processed / state.total) * 100) : 0

  function start() {
    if (!file) return
    let finished = false
    const started = startImport(plan, file, (current) => {
      showBackgroundNotice(current, plan.noun, onFinished)
      if (!current.running && !finished) {
        finished = true
        if (current.state.total <= BACKGROUND_THRESHOLD) onFinished()
      }
    })
    setTask(started)
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Import ${plan.noun} from Excel`} size="lg">
      <Stack>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Download the template. Columns marked * are required; the dropdowns list the college&apos;s
            departments, years and groups.
          </List.Item>
          <List.Item>Fill one row per person. Existing people are updated, new ones added.</List.Item>
          <List.Item>Upload it here. Rows with mistakes come back in an error workbook to correct.</List.Item>
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
            Download template
          </Button>
        </Group>
        <FileInput
          label="Filled workbook (.xlsx)"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
          disabled={running}
        />
        <Group justify="flex-end">
          <Button onClick={start} disabled={!file || running} loading={running}>
            Import
          </Button>
        </Group>

        {state && running && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={`Import progress ${percent}%`} />
            <Text size="sm" aria-live="polite">
              {state.status === 'reading'
                ? `Reading ${state.fileName}…`
                : `${state.processed} of ${state.total} rows checked and sent`}
            </Text>
            {state.total > BACKGROUND_THRESHOLD && (
              <Text size="sm" c="dimmed">
                This import runs in the background. You can close this window and go on working in the portal;
                a notice in the corner shows how far it is. Keep this browser tab open until it ends.
              </Text>
            )}
          </Stack>
        )}
        {state?.status === 'failed' && (
          <Alert color="red" title="The file was not imported">
            {state.message}
          </Alert>
        )}
        {state?.status === 'done' && (
          <Alert
            color={state.rejected.length ? 'yellow' : 'teal'}
            title={`Import of ${state.fileName} finished`}
          >
            <Stack gap="xs">
              <Text size="sm">{summaryOf(state, plan.noun)}</Text>
              {state.rejected.length > 0 && (
                <Group>
                  <Button size="xs" variant="default" onClick={() => void downloadErrorWorkbook(state)}>
                    Download rejected rows
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        {state?.status === 'done' && state.rejected.length > 0 && (
          <Table.ScrollContainer minWidth={400} tabIndex={0} aria-label="Rejected rows">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Why it was rejected</Table.Th>
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
                And {state.rejected.length - SHOWN_REJECTIONS} more in the error workbook.
              </Text>
            )}
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  )
}
