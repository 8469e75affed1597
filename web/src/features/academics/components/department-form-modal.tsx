import type { ListedDepartment } from '@campus/core'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
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
  const [fields, setFields] = useState<Fields>({
    degreeName: department?.degreeName ?? '',
    departmentName: department?.departmentName ?? '',
    facultyId: department?.facultyId ?? '',
    facultyDeptId: department?.facultyDeptId ?? '',
    totalSemester: department?.totalSemester ?? '',
    examType: department?.examType ?? '',
  })
  const form = useFormSave({ toast: 'always' })
  const { errors, setErrors } = form
  const { data: faculties = [] } = useFaculties()
  const { data: facultyDepartments = [] } = useFacultyDepartmentRows()

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    form.clearError(name)
  }
  const text = (name: keyof Fields, label: string) => ({
    label,
    required: name !== 'examType',
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  })

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
        <TextInput {...text('degreeName', 'Degree Name')} placeholder="e.g. B.E." />
        <TextInput {...text('departmentName', 'Department Name')} />
        <Select
          label="Faculty"
          required
          data={faculties.map((faculty) => ({ value: faculty.id, label: faculty.name }))}
          value={fields.facultyId || null}
          onChange={(value) => {
            set('facultyId', value ?? '')
            set('facultyDeptId', '')
          }}
          error={errors.facultyId}
          searchable
        />
        <Select
          label="Department of"
          description={fields.facultyId ? undefined : 'Choose the faculty first'}
          required
          data={facultyDepartments
            .filter((row) => row.facultyId === fields.facultyId)
            .map((row) => ({ value: row.id, label: row.name }))}
          value={fields.facultyDeptId || null}
          onChange={(value) => set('facultyDeptId', value ?? '')}
          error={errors.facultyDeptId}
          disabled={!fields.facultyId}
          searchable
        />
        <TextInput {...text('totalSemester', 'Total Semester')} inputMode="numeric" />
        <TextInput {...text('examType', 'Exam Type')} />
      </SimpleGrid>
    </FormModal>
  )
}
