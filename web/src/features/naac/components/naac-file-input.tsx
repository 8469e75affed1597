import { Badge, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import { extensionsOf, fileLabelOf } from '../utils/files'
import type { FileValue } from '../utils/form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A file field of a NAAC form (legacy-client 3.1): the badge "Valid extentions <regex>", then the shared upload
 * (purpose `naac`) held to those extensions, its buttons named after the field. A required file can only be
 * changed, not removed; why an upload failed is toasted, as the legacy form did.
 */
export function NaacFileInput({
  label,
  regex,
  required,
  description,
  error,
  value,
  onChange,
  onUploadingChange,
}: {
  label: string
  regex: string
  required: boolean
  description?: ReactNode
  error?: string | undefined
  value: FileValue | undefined
  onChange: (file: FileValue | undefined) => void
  onUploadingChange?: (uploading: boolean) => void
}) {
  const { t } = useStaffTranslation('naac')
  return (
    <AttachmentUpload
      purpose="naac"
      extensions={extensionsOf(regex)}
      label={label}
      required={required}
      description={description}
      error={error}
      note={
        <Group gap="xs">
          <Badge variant="outline" color="blue.9" tt="none">
            {t('fileInput.validExtensions', { regex })}
          </Badge>
        </Group>
      }
      value={value && { fileName: fileLabelOf(value), url: value.url }}
      onChange={(file) =>
        onChange(file && { versionId: file.versionId, fileKey: file.fileKey, fileName: file.fileName })
      }
      onUploadingChange={onUploadingChange}
      actionsOf={label}
      removable={!required}
      showsFailure={false}
      uploadedMessage={t('fileInput.uploaded')}
    />
  )
}
