import { CourseMaterialTypeSchema, CreateCourseMaterialSchema } from '@campus/core'
import { Select, Text, Textarea, TextInput } from '@mantine/core'
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
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('coursematerial')
  const taught = useTaughtSubjects()
  if (fixed) return <TextInput label={t('form.subject')} required readOnly value={fixed.subjectName} />
  const subjects = [...(taught.data ?? [])]
  // Editing a material of a subject the caller does not teach (an HOD's department): keep it choosable.
  if (current && !subjects.some(({ regSubId }) => regSubId === current.regSubId))
    subjects.push({ ...current, subjectCode: '', department: '', departmentId: '' })
  return (
    <Select
      label={t('form.subject')}
      required
      searchable
      data={subjectOptions(subjects, t)}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      placeholder={taught.isLoading ? t('form.loadingSubjects') : t('form.chooseSubject')}
      nothingFoundMessage={t('form.noSubjectFound')}
      description={taught.data?.length === 0 ? t('form.teachNoSubject') : undefined}
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
  const { t } = useStaffTranslation('coursematerial')
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
      ...(fields.subjectId ? {} : { subjectId: t('form.chooseSubject') }),
      ...(fields.courseMaterialType ? {} : { courseMaterialType: t('form.chooseType') }),
      ...(fields.link.trim() || hasFile ? {} : { file: t('form.linkOrFile') }),
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
      { success: material ? t('form.updated') : t('form.created'), onSaved, onClose },
    )
  }

  return (
    <FormModal
      title={t('form.title')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving || uploading}
      submitLabel={material ? t('form.update') : t('form.create')}
    >
      <FailureAlert title={material ? t('form.notUpdated') : t('form.notCreated')} failure={form.failure} />
      <TextInput {...text('title', t('form.titleLabel'), true)} data-autofocus />
      <SubjectField
        fixed={fixedSubject}
        current={current}
        value={fields.subjectId}
        error={form.errors.subjectId}
        onChange={(subjectId) => set({ subjectId })}
      />
      <Select
        {...choice('courseMaterialType', t('form.type'), true)}
        data={CourseMaterialTypeSchema.options.map((type) => ({ value: type, label: typeLabel(type, t) }))}
        placeholder={t('form.chooseType')}
      />
      <Textarea {...text('description', t('form.description'))} autosize minRows={2} maxRows={8} />
      <TextInput {...text('link', t('form.link'))} type="url" placeholder="https://" />
      <AttachmentUpload
        purpose="document"
        label={t('form.attachFile')}
        value={upload ?? (keepsFile ? material?.file : undefined)}
        onChange={(file) => {
          setUpload(file)
          // Removing or replacing the stored file lets it go.
          setKeepsFile(false)
          form.clearError('file')
        }}
        onUploadingChange={setUploading}
      />
      {form.errors.file && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.file}
        </Text>
      )}
    </FormModal>
  )
}
