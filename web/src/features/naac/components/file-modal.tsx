import type { NaacEntryView } from '@campus/core'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { attachFile } from '../api/entries'
import type { FieldColumn } from '../utils/columns'
import type { FileValue } from '../utils/form-fields'
import { NaacFileInput } from './naac-file-input'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Add File / Edit File (legacy-client 3.1): one file field of an entry from the submitted list. The file is
 * uploaded with the field's extensions, then saved on the entry ("Created succesfully", as the legacy popup).
 */
export function FileModal({
  entry,
  field,
  current,
  onSaved,
  onClose,
}: {
  entry: Pick<NaacEntryView, 'id' | 'modifiedOn' | 'fields'>
  field: FieldColumn
  current: FileValue | undefined
  onSaved: () => unknown
  onClose: () => void
}) {
  const { t } = useStaffTranslation('naac')
  const [file, setFile] = useState<FileValue>()
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function save() {
    if (!file) return
    setSaving(true)
    setFailure(undefined)
    try {
      await attachFile(entry, field.key, { versionId: file.versionId, fileKey: file.fileKey })
      notify('success', t('createdToast'))
      await onSaved()
      onClose()
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('fileModal.notSaved'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={current ? t('fileModal.editTitle') : t('fileModal.addTitle')}>
      <Stack>
        <NaacFileInput
          label={field.label}
          regex={field.regex}
          required
          value={file ?? current}
          onChange={setFile}
          onUploadingChange={setUploading}
        />
        <FailureAlert title={t('notSaved')} failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!file || uploading} loading={saving}>
            {t('fileModal.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
