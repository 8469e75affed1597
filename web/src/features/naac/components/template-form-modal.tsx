import {
  CreateNaacTemplateSchema,
  type NaacTemplateType,
  NaacCriteriaSchema,
  NaacTemplateTypeSchema,
  type NaacTemplateView,
} from '@campus/core'
import { Alert, List, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import type { UploadedFile } from '@/components/files/upload-file'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { createTemplate, updateTemplate } from '../api/templates'
import { fileLabelOf } from '../utils/files'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The problems a refused JSON form lists (`FORM_INVALID`, `details.problems`), each naming its field. */
function formProblemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'FORM_INVALID') return []
  const problems = (error.details as { problems?: unknown } | undefined)?.problems
  return Array.isArray(problems)
    ? problems.filter((problem): problem is string => typeof problem === 'string')
    : []
}

/**
 * Add Template / Edit Template (legacy-client 3.1, ADMIN): title, description, position, type, criteria,
 * sub-criteria and the JSON file the form is read from. A JSON file the server cannot read comes back with
 * every problem in it, listed here so one upload shows everything to mend.
 */
export function TemplateFormModal({
  template,
  type,
  onSaved,
  onClose,
}: {
  /** The template to edit; a new one when absent. */
  template?: NaacTemplateView
  /** The type a new template starts with: the list's. */
  type: NaacTemplateType
  onSaved: () => unknown
  onClose: () => void
}) {
  const { t } = useStaffTranslation('naac')
  const form = useFormSave()
  const { fields, text, choice } = useFormFields(
    {
      title: template?.title ?? '',
      description: template?.description ?? '',
      position: template?.position ?? '',
      type: template?.type ?? type,
      criteria: template?.criteria ?? '',
      subCriteria: template?.subCriteria ?? '',
    },
    { errors: form.errors, onChange: form.clearError },
  )
  const [upload, setUpload] = useState<UploadedFile>()
  const [uploading, setUploading] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const stored = template?.jsonFile.fileKey ? template.jsonFile : undefined
  const jsonFile = upload ?? stored

  async function save(event: FormEvent) {
    form.start(event)
    setProblems([])
    if (!jsonFile) {
      notify('error', template ? t('templateForm.selectFileEdit') : t('templateForm.selectFile'))
      form.setErrors({ jsonFile: t('templateForm.selectFile') })
      return
    }
    const body = form.check(CreateNaacTemplateSchema, {
      ...fields,
      jsonFile: { versionId: jsonFile.versionId ?? '', fileKey: jsonFile.fileKey },
    })
    if (!body) return
    await form.send(
      async () => {
        try {
          return await (template ? updateTemplate(template.id, body) : createTemplate(body))
        } catch (error) {
          setProblems(formProblemsOf(error))
          throw error
        }
      },
      {
        success: template ? t('templateForm.updated') : t('templateForm.created'),
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={template ? t('templateForm.editTitle') : t('templateForm.addTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving || uploading}
      submitLabel={template ? t('templateForm.update') : t('templateForm.create')}
    >
      <FailureAlert
        title={template ? t('templateForm.notUpdated') : t('templateForm.notCreated')}
        failure={problems.length ? undefined : form.failure}
      />
      {problems.length > 0 && (
        <Alert color="red" title={t('templateForm.jsonProblems')} role="alert">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <TextInput {...text('title', t('templateForm.title'), true)} data-autofocus />
      <Textarea {...text('description', t('templateForm.description'))} autosize minRows={2} maxRows={6} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...text('position', t('templateForm.position'))}
          description={t('templateForm.positionDescription')}
        />
        <Select
          {...choice('type', t('templateForm.type'), true)}
          data={NaacTemplateTypeSchema.options}
          allowDeselect={false}
        />
        <Select
          {...choice('criteria', t('templateForm.criteria'), true)}
          data={NaacCriteriaSchema.options}
          placeholder={t('templateForm.chooseCriterion')}
          allowDeselect={false}
        />
        <TextInput
          {...text('subCriteria', t('templateForm.subCriteria'), true)}
          description={t('templateForm.subCriteriaDescription')}
        />
      </SimpleGrid>
      <AttachmentUpload
        purpose="naac-template"
        label={t('templateForm.jsonFile')}
        required
        description={t('templateForm.jsonFileDescription')}
        value={upload ?? (stored && { fileName: fileLabelOf(stored), url: stored.url })}
        removable={false}
        onChange={(file) => {
          setUpload(file)
          form.clearError('jsonFile')
          setProblems([])
        }}
        onUploadingChange={setUploading}
      />
      {form.errors.jsonFile && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.jsonFile}
        </Text>
      )}
    </FormModal>
  )
}
