import type { NaacImportView, NaacTemplateView } from '@campus/core'
import { MULTIPART_MAX_BYTES } from '@campus/files/rules'
import type { TFunction } from 'i18next'
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { formatBytes } from '@/components/files/file-rules'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { downloadSample, sampleFileName, startImport, useImport } from '../api/imports'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Why a workbook cannot be imported, or undefined when it may be. */
function workbookProblem(file: File, t: TFunction<'naac'>) {
  if (!/\.xlsx$/i.test(file.name)) return t('importModal.notXlsx')
  if (file.size > MULTIPART_MAX_BYTES)
    return t('importModal.tooLarge', { size: formatBytes(MULTIPART_MAX_BYTES) })
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
  const { t } = useStaffTranslation('naac')
  const { data, error } = useImport(importId)
  const finished = error ? 'UNKNOWN' : data && data.status !== 'PROCESSING' ? data.status : undefined
  useEffect(() => {
    if (finished) onFinished(finished)
  }, [finished]) // eslint-disable-line react-hooks/exhaustive-deps -- once, when it ends

  if (error)
    return (
      <Alert color="red" title={t('importModal.progressUnread')}>
        {error.message}
      </Alert>
    )
  if (!data || data.status === 'PROCESSING') {
    const done = data?.done ?? 0
    const total = data?.total ?? 0
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Text size="sm">
          {total ? t('importModal.importing', { done, total }) : t('importModal.checking')}
        </Text>
        <Progress
          value={total ? Math.round((done / total) * 100) : 5}
          animated
          aria-label={t('importModal.progress')}
        />
      </Stack>
    )
  }
  if (data.status === 'REJECTED')
    return (
      <Alert color="red" title={t('importModal.nothingImported')} role="alert">
        <Stack gap={4}>
          <Text size="sm">
            {data.firstError ?? t('importModal.rowsRefused', { rejected: data.rejected })}
          </Text>
          {data.rejected > 1 && (
            <Text size="sm">
              {t('importModal.rowsOfRefused', { rejected: data.rejected, total: data.total })}
            </Text>
          )}
          {data.errorWorkbookUrl && (
            <Anchor href={data.errorWorkbookUrl} size="sm">
              {t('importModal.downloadErrors')}
            </Anchor>
          )}
        </Stack>
      </Alert>
    )
  if (data.status === 'FAILED')
    return (
      <Alert color="red" title={t('importModal.failed')} role="alert">
        {data.firstError ?? t('importModal.failedRetry')}
      </Alert>
    )
  return (
    <Alert color="teal" role="status">
      {t('importModal.imported', { done: data.done })}
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
  const { t } = useStaffTranslation('naac')
  const [file, setFile] = useState<File | null>(null)
  const [importId, setImportId] = useState<string>()
  const [starting, setStarting] = useState(false)
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [downloading, setDownloading] = useState(false)

  async function upload() {
    if (!file) {
      notify('error', t('importModal.selectFile'))
      return
    }
    const problem = workbookProblem(file, t)
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
      setFailure(error instanceof ApiError ? error.message : t('importModal.notSent'))
    } finally {
      setStarting(false)
    }
  }

  async function sample() {
    setDownloading(true)
    try {
      await downloadSample(template.id, template.subCriteria)
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('importModal.sampleFailed'))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Modal opened onClose={onClose} size="xl" title={t('importModal.title')}>
      <Stack>
        <div>
          <Text fw={600}>{template.title}</Text>
          {template.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {template.description}
            </Text>
          )}
        </div>
        <Alert color="blue" variant="light" title={t('importModal.before')}>
          <List size="sm" spacing={2}>
            <List.Item>{t('importModal.rules.sample')}</List.Item>
            <List.Item>{t('importModal.rules.headers')}</List.Item>
            <List.Item>{t('importModal.rules.dates')}</List.Item>
            <List.Item>{t('importModal.rules.files')}</List.Item>
            <List.Item>{t('importModal.rules.size', { size: formatBytes(MULTIPART_MAX_BYTES) })}</List.Item>
          </List>
        </Alert>
        <Group>
          <Anchor component="button" type="button" onClick={() => void sample()} disabled={downloading}>
            {downloading ? t('importModal.preparingSample') : t('importModal.downloadSample')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {sampleFileName(template.subCriteria)}
          </Text>
        </Group>
        <FileInput
          label={t('importModal.workbook')}
          required
          placeholder={t('importModal.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          clearable
          value={file}
          onChange={(chosen) => {
            setFile(chosen)
            setFailure(undefined)
          }}
        />
        {failure && (
          <Alert color="red" title={t('importModal.notImported')} role="alert">
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
              notify('success', t('importModal.done'))
              void onImported()
              onClose()
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('importModal.close')}
          </Button>
          <Button onClick={() => void upload()} loading={starting || running}>
            {t('importModal.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
