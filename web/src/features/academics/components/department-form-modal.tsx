import { useFaculties } from '@/lib/academics'
import type { ListedDepartment } from '@campus/core'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { textFieldsOf, useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { notify } from '@/lib/notify'
import { createDepartment, updateDepartment } from '../api/departments'
import { useFacultyDepartmentRows } from '../api/faculties'
import { refreshAcademics } from '../api/refresh'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Fields {
  degreeName: string
  departmentName: string
  facultyId: string
  facultyDeptId: string
  totalSemester: string
  examType: string
}

/** Legacy messages under each mandatory field (their keys in the academics namespace). */
const REQUIRED = {
  degreeName: 'departmentForm.nameRequired',
  departmentName: 'departmentForm.nameRequired',
  facultyId: 'departmentForm.facultyRequired',
  facultyDeptId: 'departmentForm.departmentRequired',
  totalSemester: 'departmentForm.required',
} as const satisfies Record<Exclude<keyof Fields, 'examType'>, string>

/** Create New Department, or Edit Department when given one: the faculty narrows the faculty departments. */
export function DepartmentFormModal({
  department,
  onClose,
}: {
  department?: ListedDepartment
  onClose: () => void
}) {
  const { t } = useStaffTranslation('academics')
  const form = useFormSave({ toast: 'always' })
  const { setErrors } = form
  const { fields, set, text, choice } = useFormFields<Fields>(
    textFieldsOf(department, [
      'degreeName',
      'departmentName',
      'facultyId',
      'facultyDeptId',
      'totalSemester',
      'examType',
    ]),
    { errors: form.errors, onChange: form.clearError },
  )
  const { data: faculties = [] } = useFaculties()
  const { data: facultyDepartments = [] } = useFacultyDepartmentRows()

  async function save(event: FormEvent) {
    form.start(event)
    const missing = Object.entries(REQUIRED).filter(([name]) => !fields[name as keyof Fields].trim())
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map(([name, message]) => [name, t(message)])))
      notify('error', t('departmentForm.mandatory'))
      return
    }
    const body = {
      degreeName: fields.degreeName.trim(),
      departmentName: fields.departmentName.trim(),
      facultyDeptId: fields.facultyDeptId,
      totalSemester: fields.totalSemester.trim(),
      examType: fields.examType.trim(),
    }
    await form.send(() => (department ? updateDepartment(department.id, body) : createDepartment(body)), {
      success: department ? t('departmentForm.updated') : t('departmentForm.created'),
      onSaved: () => void refreshAcademics(),
      onClose,
    })
  }

  return (
    <FormModal
      title={department ? t('departmentForm.editTitle') : t('departmentForm.createTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={department ? t('departmentForm.update') : t('departmentForm.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...text('degreeName', t('department.degreeName'), true)}
          placeholder={t('departmentForm.degreePlaceholder')}
        />
        <TextInput {...text('departmentName', t('department.departmentName'), true)} />
        <Select
          {...choice('facultyId', t('departmentForm.faculty'), true)}
          data={faculties.map((faculty) => ({ value: faculty.id, label: faculty.name }))}
          onChange={(value) => set({ facultyId: value ?? '', facultyDeptId: '' })}
          searchable
        />
        <Select
          {...choice('facultyDeptId', t('departmentForm.departmentOf'), true)}
          description={fields.facultyId ? undefined : t('departmentForm.chooseFacultyFirst')}
          data={facultyDepartments
            .filter((row) => row.facultyId === fields.facultyId)
            .map((row) => ({ value: row.id, label: row.name }))}
          disabled={!fields.facultyId}
          searchable
        />
        <TextInput {...text('totalSemester', t('department.totalSemester'), true)} inputMode="numeric" />
        <TextInput {...text('examType', t('department.examType'))} />
      </SimpleGrid>
    </FormModal>
  )
}
