import {
  CreateNaacTemplateSchema,
  type NaacTemplateType,
  NaacCriteriaSchema,
  NaacTemplateTypeSchema,
  type NaacTemplateView,
} from '@campus/core'
import {
  Alert,
  Anchor,
  Group,
  Input,
  List,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
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
  const jsonFile = upload ?? (template?.jsonFile.fileKey ? template.jsonFile : undefined)

  async function save(event: FormEvent) {
    form.start(event)
    setProblems([])
    if (!jsonFile) {
      notify('error', template ? 'Please select File !' : 'Please select File')
      form.setErrors({ jsonFile: 'Please select File' })
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
        success: template ? 'Template updated successfully' : 'Template created succesfully',
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={template ? 'Edit Template' : 'Add Template'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving || uploading}
      submitLabel={template ? 'Update' : 'Create'}
    >
      <FailureAlert
        title={template ? 'Not updated' : 'Not created'}
        failure={problems.length ? undefined : form.failure}
      />
      {problems.length > 0 && (
        <Alert color="red" title="The JSON file needs mending" role="alert">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <TextInput {...text('title', 'Title', true)} data-autofocus />
      <Textarea {...text('description', 'Description')} autosize minRows={2} maxRows={6} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...text('position', 'Position')} description="Templates are listed by this number" />
        <Select
          {...choice('type', 'Type', true)}
          data={NaacTemplateTypeSchema.options}
          allowDeselect={false}
        />
        <Select
          {...choice('criteria', 'Criteria', true)}
          data={NaacCriteriaSchema.options}
          placeholder="Choose a criterion"
          allowDeselect={false}
        />
        <TextInput
          {...text('subCriteria', 'Sub Criteria', true)}
          description="Such as 1.1.1; names the sample workbook"
        />
      </SimpleGrid>
      {template && !upload && template.jsonFile.fileKey ? (
        <Input.Wrapper label="Json File" required labelElement="div">
          <Group gap="xs" mt={4}>
            {template.jsonFile.url ? (
              <Anchor href={template.jsonFile.url} target="_blank" rel="noopener noreferrer" size="sm">
                {fileLabelOf(template.jsonFile)}
              </Anchor>
            ) : (
              <Text size="sm">{fileLabelOf(template.jsonFile)}</Text>
            )}
          </Group>
        </Input.Wrapper>
      ) : null}
      <AttachmentUpload
        purpose="naac-template"
        label={template ? 'Change the Json File' : 'Json File'}
        description="The form's fields, as JSON (up to 1 MB). A new file makes a new version of the form."
        value={upload}
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
