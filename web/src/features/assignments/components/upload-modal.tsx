import { Alert, Button, FileInput, Group, Modal, Progress, Skeleton, Stack, Text } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
import { useEffect, useRef, useState } from 'react'
import { acceptOf } from '@/components/files/file-rules'
import { FileRulesNote } from '@/components/files/file-rules-note'
import { checkFile, uploadFile } from '@/components/files/upload-file'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type StudentAssignment, submitOwn, useOwnSubmission, withdrawOwn } from '../api/assignments'
import { fileNameOf, formatDateTime } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What went wrong, as the student should read it. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback

/**
 * "Upload" (legacy-client 3.4): the student's own upload with Remove, or a file input and Add, which uploads the
 * file (purpose document) and hands it in. The server takes it only until the deadline ("Deadline over").
 */
export function UploadModal({
  assignment,
  onClose,
  onChanged,
}: {
  assignment: StudentAssignment
  onClose: () => void
  onChanged: () => unknown
}) {
  const { t } = useStaffTranslation('assignments')
  const { t: shared } = useStaffTranslation('components')
  const own = useOwnSubmission(assignment.id)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const active = useRef<AbortController>(null)
  // Closing the popup mid-upload stops it.
  useEffect(() => () => active.current?.abort(), [])

  const submitted = own.data?.[0]

  async function add() {
    if (!file) {
      setFailure(t('upload.chooseFirst'))
      return
    }
    const refusal = checkFile('document', file)
    if (refusal) {
      setFailure(refusal)
      return
    }
    setBusy(true)
    setFailure(undefined)
    const controller = new AbortController()
    active.current = controller
    try {
      const uploaded = await uploadFile('document', file, {
        t: shared,
        signal: controller.signal,
        onProgress: setProgress,
      })
      await submitOwn(assignment.id, { versionId: uploaded.versionId, fileKey: uploaded.fileKey })
      notify('success', t('upload.created'))
      setFile(null)
      await Promise.all([own.mutate(), onChanged()])
    } catch (error) {
      if (controller.signal.aborted) return
      const message = messageOf(error, t('upload.failed'))
      setFailure(message)
      notify('error', message)
      // The deadline passed while the popup was open: the list shows it closed.
      if (error instanceof ApiError && error.code === 'DEADLINE_OVER') await onChanged()
    } finally {
      setBusy(false)
      setProgress(undefined)
    }
  }

  async function remove() {
    setBusy(true)
    setFailure(undefined)
    try {
      await withdrawOwn(assignment.id)
      notify('success', t('upload.deleted'))
      await Promise.all([own.mutate(), onChanged()])
    } catch (error) {
      setFailure(messageOf(error, t('upload.removeFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('upload.title')} size="lg">
      <Stack>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('upload.deadline', { deadline: assignment.deadLine })}
        </Text>
        {own.error && <Alert color="red">{own.error.message}</Alert>}
        {!own.data && !own.error && <Skeleton h={60} />}
        {submitted && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('upload.yours')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <FileLink href={submitted.studentFile.url}>{fileNameOf(submitted.studentFile)}</FileLink>
              <Text size="sm" c="dimmed">
                {submitted.late
                  ? t('upload.lateOn', { when: formatDateTime(submitted.submittedOn) })
                  : formatDateTime(submitted.submittedOn)}
              </Text>
              {assignment.open && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  loading={busy}
                  onClick={() => void remove()}
                >
                  {t('upload.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {own.data && !submitted && (
          <>
            <FileRulesNote purpose="document" />
            <FileInput
              label={t('upload.yourFile')}
              accept={acceptOf('document')}
              value={file}
              onChange={(chosen) => {
                setFile(chosen)
                setFailure(chosen ? checkFile('document', chosen) : undefined)
              }}
              clearable
            />
            {progress !== undefined && (
              <Progress value={Math.round(progress * 100)} aria-label={t('upload.progress')} animated />
            )}
          </>
        )}
        {failure && (
          <Alert color="red" title={t('upload.notDone')} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('upload.close')}
          </Button>
          {own.data && !submitted && (
            <Button loading={busy} disabled={!file} onClick={() => void add()}>
              {t('upload.add')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
