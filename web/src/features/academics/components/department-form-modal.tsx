import type { ListedDepartment } from '@campus/core'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { textFieldsOf, useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { notify } from '@/lib/notify'
import { createDepartment, updateDepartment } from '../api/departments'
import { useFaculties, useFacultyDepartmentRows } from '../api/faculties'
import { refreshAcademics } from '../api/refresh'

interface Fields {
  degreeName: string
  departmentName: string
  facultyId: string
  facultyDeptId: string
  totalSemester: string
  examType: string
}

/** Legacy messages under each mandatory field. */
const REQUIRED: Record<Exclude<keyof Fields, 'examType'>, string> = {
  degreeName: 'Name required',
  departmentName: 'Name required',
  facultyId: 'Faculty Required',
  facultyDeptId: 'Department Required',
  totalSemester: 'Required',
}

/** Create New Department, or Edit Department when given one: the faculty narrows the faculty departments. */
export function DepartmentFormModal({
  department,
  onClose,
}: {
  department?: ListedDepartment
  onClose: () => void
}) {
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
      setErrors(Object.fromEntries(missing))
      notify('error', 'Please provide mandatory fields')
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
      success: department ? 'Successfully Updated' : 'Successfully Created',
      onSaved: () => void refreshAcademics(),
      onClose,
    })
  }

  return (
    <FormModal
      title={department ? 'Edit Department' : 'Create New Department'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={department ? 'Update' : 'Create'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('degreeName', 'Degree Name', true)} placeholder="e.g. B.E." />
        <TextInput {...text('departmentName', 'Department Name', true)} />
        <Select
          {...choice('facultyId', 'Faculty', true)}
          data={faculties.map((faculty) => ({ value: faculty.id, label: faculty.name }))}
          onChange={(value) => set({ facultyId: value ?? '', facultyDeptId: '' })}
          searchable
        />
        <Select
          {...choice('facultyDeptId', 'Department of', true)}
          description={fields.facultyId ? undefined : 'Choose the faculty first'}
          data={facultyDepartments
            .filter((row) => row.facultyId === fields.facultyId)
            .map((row) => ({ value: row.id, label: row.name }))}
          disabled={!fields.facultyId}
          searchable
        />
        <TextInput {...text('totalSemester', 'Total Semester', true)} inputMode="numeric" />
        <TextInput {...text('examType', 'Exam Type')} />
      </SimpleGrid>
    </FormModal>
  )
}
