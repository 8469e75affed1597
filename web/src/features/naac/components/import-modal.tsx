import type { NaacImportView, NaacTemplateView } from '@campus/core'
import { MULTIPART_MAX_BYTES } from '@campus/files/rules'
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { formatBytes } from '@/components/files/file-rules'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { downloadSample, sampleFileName, startImport, useImport } from '../api/imports'

/** Why a workbook cannot be imported, or undefined when it may be. */
function workbookProblem(file: File) {
  if (!/\.xlsx$/i.test(file.name)) return 'Choose an Excel workbook (.xlsx).'
  if (file.size > MULTIPART_MAX_BYTES)
    return `The workbook is larger than ${formatBytes(MULTIPART_MAX_BYTES)}.`
  return undefined
}

/** An import under way: its progress, and when it is over, how it ended. */
function ImportProgress({
  importId,
  onFinished,
}: {
  importId: string
  onFinished: (status: NaacImportView['status'] | 'UNKNOWN') => void
}) {
  const { data, error } = useImport(importId)
  const finished = error ? 'UNKNOWN' : data && data.status !== 'PROCESSING' ? data.status : undefined
  useEffect(() => {
    if (finished) onFinished(finished)
  }, [finished]) // eslint-disable-line react-hooks/exhaustive-deps -- once, when it ends

  if (error)
    return (
      <Alert color="red" title="The import's progress cannot be read">
        {error.message}
      </Alert>
    )
  if (!data || data.status === 'PROCESSING') {
    const done = data?.done ?? 0
    const total = data?.total ?? 0
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Text size="sm">{total ? `Importing: ${done} of ${total} rows` : 'Checking the rows…'}</Text>
        <Progress
          value={total ? Math.round((done / total) * 100) : 5}
          animated
          aria-label="Import progress"
        />
      </Stack>
    )
  }
  if (data.status === 'REJECTED')
    return (
      <Alert color="red" title="Nothing was imported" role="alert">
        <Stack gap={4}>
          <Text size="sm">{data.firstError ?? `${data.rejected} rows were refused.`}</Text>
          {data.rejected > 1 && (
            <Text size="sm">{`${data.rejected} of ${data.total} rows were refused.`}</Text>
          )}
          {data.errorWorkbookUrl && (
            <Anchor href={data.errorWorkbookUrl} size="sm">
              Download the rows with their errors
            </Anchor>
          )}
        </Stack>
      </Alert>
    )
  if (data.status === 'FAILED')
    return (
      <Alert color="red" title="The import failed" role="alert">
        {data.firstError ?? 'Nothing was imported. Try again in a moment.'}
      </Alert>
    )
  return (
    <Alert color="teal" role="status">
      {`${data.done} rows imported.`}
    </Alert>
  )
}

/**
 * The import popup (legacy-client 3.1 NaacImportPopupComponent): a workbook of entries for one template and
 * faculty department, started on the server and followed to its end. An import is all or nothing: one refused
 * row writes nothing and its error, with a workbook of every refused row, is shown.
 */
export function ImportModal({
  template,
  facultyDeptId,
  onImported,
  onClose,
}: {
  template: NaacTemplateView
  facultyDeptId: string
  onImported: () => unknown
  onClose: () => void
}) {
  const [file, setFile] = useState<File | null>(null)
  const [importId, setImportId] = useState<string>()
  const [starting, setStarting] = useState(false)
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [downloading, setDownloading] = useState(false)

  async function upload() {
    if (!file) {
      notify('error', 'please select a file')
      return
    }
    const problem = workbookProblem(file)
    if (problem) {
      setFailure(problem)
      return
    }
    setStarting(true)
    setFailure(undefined)
    setImportId(undefined)
    try {
      const started = await startImport(template.id, facultyDeptId, file)
      setImportId(started.id)
      setRunning(true)
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The workbook was not sent. Try again.')
    } finally {
      setStarting(false)
    }
  }

  async function sample() {
    setDownloading(true)
    try {
      await downloadSample(template.id, template.subCriteria)
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : 'The sample did not download. Try again.')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Modal opened onClose={onClose} size="xl" title="Import from Excel">
      <Stack>
        <div>
          <Text fw={600}>{template.title}</Text>
          {template.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {template.description}
            </Text>
          )}
        </div>
        <Alert color="blue" variant="light" title="Before you import">
          <List size="sm" spacing={2}>
            <List.Item>Start from the sample template: it has one column per field of this form.</List.Item>
            <List.Item>
              Do not change, move or respace the header row: the headers must match exactly.
            </List.Item>
            <List.Item>Dates must be dd/MM/yyyy (for example 30/10/1994).</List.Item>
            <List.Item>Files are not imported: add them to each entry afterwards.</List.Item>
            <List.Item>{`An .xlsx workbook up to ${formatBytes(MULTIPART_MAX_BYTES)}; one refused row imports nothing.`}</List.Item>
          </List>
        </Alert>
        <Group>
          <Anchor component="button" type="button" onClick={() => void sample()} disabled={downloading}>
            {downloading ? 'Preparing the sample…' : 'Download Sample Template'}
          </Anchor>
          <Text size="sm" c="dimmed">
            {sampleFileName(template.subCriteria)}
          </Text>
        </Group>
        <FileInput
          label="Workbook"
          required
          placeholder="Choose an .xlsx file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          clearable
          value={file}
          onChange={(chosen) => {
            setFile(chosen)
            setFailure(undefined)
          }}
        />
        {failure && (
          <Alert color="red" title="Not imported" role="alert">
            {failure}
          </Alert>
        )}
        {importId && (
          <ImportProgress
            key={importId}
            importId={importId}
            onFinished={(status) => {
              setRunning(false)
              if (status !== 'COMPLETED') return
              notify('success', 'Excel uploded successfully')
              void onImported()
              onClose()
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void upload()} loading={starting || running}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
