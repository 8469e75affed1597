import { CourseMaterialTypeSchema, CreateCourseMaterialSchema } from '@campus/core'
import { Button, Group, Input, Select, Text, Textarea, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { AttachmentUpload } from '@/components/files/attachment-upload'
import type { UploadedFile } from '@/components/files/upload-file'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { createMaterial, type Material, updateMaterial } from '../api/materials'
import { useTaughtSubjects } from '../api/subjects'
import { subjectOptions, typeLabel } from '../utils/materials'

/** The message of a material with neither a link nor a file (the server's own). */
const LINK_OR_FILE = 'Attach a file or give a link'

const TYPE_OPTIONS = CourseMaterialTypeSchema.options.map((type) => ({ value: type, label: typeLabel(type) }))

/** A subject the form may not change: the one chosen on the Staff Subject screen. */
export interface FixedSubject {
  regSubId: string
  subjectName: string
}

/** The Subject field: fixed (read-only text), or the caller's subjects grouped by department. */
function SubjectField({
  fixed,
  current,
  value,
  error,
  onChange,
}: {
  fixed: FixedSubject | undefined
  current: FixedSubject | undefined
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const taught = useTaughtSubjects()
  if (fixed) return <TextInput label="Subject" required readOnly value={fixed.subjectName} />
  const subjects = [...(taught.data ?? [])]
  // Editing a material of a subject the caller does not teach (an HOD's department): keep it choosable.
  if (current && !subjects.some(({ regSubId }) => regSubId === current.regSubId))
    subjects.push({ ...current, subjectCode: '', department: '', departmentId: '' })
  return (
    <Select
      label="Subject"
      required
      searchable
      data={subjectOptions(subjects)}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      placeholder={taught.isLoading ? 'Loading subjects…' : 'Choose a subject'}
      nothingFoundMessage="You teach no subject of that name"
      description={
        taught.data?.length === 0
          ? 'You teach no subject: add material to any subject from Staff Subject.'
          : undefined
      }
      error={error ?? taught.error?.message}
    />
  )
}

/**
 * The "Course Material" popup (legacy-client 3.5), for a new material and an edit: Title, Subject (grouped by
 * department), Type, Description, Link and Attach File; a link or a file is needed. The file goes straight to
 * storage first and the material names it.
 */
export function MaterialFormModal({
  material,
  fixedSubject,
  onClose,
  onSaved,
}: {
  /** The material to edit; a new one when absent. */
  material?: Material
  fixedSubject?: FixedSubject
  onClose: () => void
  onSaved: () => unknown
}) {
  const form = useFormSave()
  const { fields, set, text, choice } = useFormFields(
    {
      title: material?.title ?? '',
      subjectId: fixedSubject?.regSubId ?? material?.subjectId ?? '',
      courseMaterialType: material?.courseMaterialType ?? '',
      description: material?.description ?? '',
      link: material?.link ?? '',
    },
    { errors: form.errors, onChange: form.clearError },
  )
  const [upload, setUpload] = useState<UploadedFile>()
  const [keepsFile, setKeepsFile] = useState(Boolean(material?.file))
  const [uploading, setUploading] = useState(false)
  const current = material ? { regSubId: material.subjectId, subjectName: material.subjectName } : undefined

  async function save(event: FormEvent) {
    form.start(event)
    const hasFile = Boolean(upload) || keepsFile
    const problems: Record<string, string> = {
      ...(fields.subjectId ? {} : { subjectId: 'Choose a subject' }),
      ...(fields.courseMaterialType ? {} : { courseMaterialType: 'Choose a type' }),
      ...(fields.link.trim() || hasFile ? {} : { file: LINK_OR_FILE }),
    }
    const body = form.check(CreateCourseMaterialSchema, fields, problems)
    if (!body) return
    const ref = upload ? { versionId: upload.versionId, fileKey: upload.fileKey } : undefined
    await form.send(
      () =>
        material
          ? updateMaterial(material.id, {
              ...body,
              ...(ref ? { file: ref } : keepsFile ? {} : { file: null }),
            })
          : createMaterial({ ...body, ...(ref ? { file: ref } : {}) }),
      { success: material ? 'Updated Successfully' : 'successfully Created', onSaved, onClose },
    )
  }

  return (
    <FormModal
      title="Course Material"
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving || uploading}
      submitLabel={material ? 'Update' : 'Create'}
    >
      <FailureAlert title={material ? 'Not updated' : 'Not created'} failure={form.failure} />
      <TextInput {...text('title', 'Title', true)} data-autofocus />
      <SubjectField
        fixed={fixedSubject}
        current={current}
        value={fields.subjectId}
        error={form.errors.subjectId}
        onChange={(subjectId) => set({ subjectId })}
      />
      <Select
        {...choice('courseMaterialType', 'Type', true)}
        data={TYPE_OPTIONS}
        placeholder="Choose a type"
      />
      <Textarea {...text('description', 'Description')} autosize minRows={2} maxRows={8} />
      <TextInput {...text('link', 'Link')} type="url" placeholder="https://" />
      {keepsFile && material?.file && !upload ? (
        <Input.Wrapper label="Attach File" labelElement="div">
          <Group gap="xs" mt={4}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="current-file">
              {material.file.fileName}
            </Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setKeepsFile(false)}>
              Remove
            </Button>
          </Group>
        </Input.Wrapper>
      ) : (
        <AttachmentUpload
          purpose="document"
          label="Attach File"
          value={upload}
          onChange={(file) => {
            setUpload(file)
            form.clearError('file')
          }}
          onUploadingChange={setUploading}
        />
      )}
      {form.errors.file && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.file}
        </Text>
      )}
    </FormModal>
  )
}
