import type { Faculty } from '@campus/core'
import { Select, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import {
  createFaculty,
  createFacultyDepartment,
  type FacultyDepartmentRow,
  renameFaculty,
  updateFacultyDepartment,
} from '../api/faculties'
import { refreshAcademics } from '../api/refresh'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * What both faculty dialogs share: a name that must not be blank (its message under the field), the save with a
 * toast and a refresh (the server's field messages and a toast when it fails), and Save or Add at the foot.
 */
function useNamedUnitForm<Fields extends { name: string }>(
  initial: Fields,
  onClose: () => void,
  editing: boolean,
) {
  const { t } = useStaffTranslation('academics')
  const form = useFormSave({ toast: 'always' })
  const { fields, text, choice } = useFormFields(initial, form)
  /** Shows the problems, if any; otherwise sends the save. */
  function run(
    event: FormEvent,
    problems: Record<string, string>,
    action: () => Promise<unknown>,
    done: string,
  ) {
    event.preventDefault()
    if (Object.keys(problems).length) return form.setErrors(problems)
    void form.send(action, { success: done, onSaved: () => void refreshAcademics(), onClose })
  }
  /** The dialog's shell props besides its title and submit. */
  const modal = {
    onClose,
    saving: form.saving,
    submitLabel: editing ? t('facultyForms.save') : t('facultyForms.add'),
  }
  return { fields, text, choice, run, modal }
}

/** Add Faculty, or Rename Faculty when given one. */
export function FacultyModal({ faculty, onClose }: { faculty?: Faculty; onClose: () => void }) {
  const { t } = useStaffTranslation('academics')
  const { fields, text, run, modal } = useNamedUnitForm(
    { name: faculty?.name ?? '' },
    onClose,
    Boolean(faculty),
  )
  const name = fields.name.trim()

  const save = (event: FormEvent) =>
    run(
      event,
      name ? {} : { name: t('facultyForms.nameRequired') },
      () => (faculty ? renameFaculty(faculty.id, name) : createFaculty(name)),
      faculty ? t('facultyForms.renamed') : t('facultyForms.added'),
    )

  return (
    <FormModal
      title={faculty ? t('facultyForms.renameTitle') : t('facultyForms.addTitle')}
      onSubmit={save}
      {...modal}
    >
      <TextInput
        {...text('name', t('facultyForms.name'), true)}
        placeholder={t('facultyForms.namePlaceholder')}
        data-autofocus
      />
    </FormModal>
  )
}

/** Add Faculty Department under a faculty, or Edit Faculty Department (rename it, or move it to another faculty). */
export function FacultyDepartmentModal({
  faculties,
  facultyId,
  facultyDepartment,
  onClose,
}: {
  faculties: readonly Faculty[]
  facultyId: string
  facultyDepartment?: FacultyDepartmentRow
  onClose: () => void
}) {
  const { t } = useStaffTranslation('academics')
  const { fields, text, choice, run, modal } = useNamedUnitForm(
    { name: facultyDepartment?.name ?? '', facultyId },
    onClose,
    Boolean(facultyDepartment),
  )
  const body = { name: fields.name.trim(), facultyId: fields.facultyId }

  const save = (event: FormEvent) =>
    run(
      event,
      {
        ...(body.name ? {} : { name: t('facultyForms.departmentNameRequired') }),
        ...(body.facultyId ? {} : { facultyId: t('facultyForms.facultyRequired') }),
      },
      () =>
        facultyDepartment
          ? updateFacultyDepartment(facultyDepartment.id, body)
          : createFacultyDepartment(body),
      facultyDepartment ? t('facultyForms.departmentSaved') : t('facultyForms.departmentAdded'),
    )

  return (
    <FormModal
      title={facultyDepartment ? t('facultyForms.editDepartmentTitle') : t('facultyForms.addDepartmentTitle')}
      onSubmit={save}
      {...modal}
    >
      <Select
        {...choice('facultyId', t('facultyForms.faculty'), true)}
        data={faculties.map((option) => ({ value: option.id, label: option.name }))}
      />
      <TextInput
        {...text('name', t('facultyForms.departmentName'), true)}
        placeholder={t('facultyForms.departmentPlaceholder')}
        data-autofocus
      />
    </FormModal>
  )
}
