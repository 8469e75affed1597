import type { ListedDepartment } from '@campus/core'
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { ApiError, fieldErrors } from '@/lib/api-error'
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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const { data: faculties = [] } = useFaculties()
  const { data: facultyDepartments = [] } = useFacultyDepartmentRows()

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _fixed, ...rest }) => rest)
  }
  const text = (name: keyof Fields, label: string) => ({
    label,
    required: name !== 'examType',
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  })

  async function save(event: FormEvent) {
    event.preventDefault()
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
    setSaving(true)
    try {
      if (department) await updateDepartment(department.id, body)
      else await createDepartment(body)
      notify('success', department ? 'Successfully Updated' : 'Successfully Created')
      void refreshAcademics()
      onClose()
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(fieldErrors(error))
        notify('error', error.message)
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={department ? 'Edit Department' : 'Create New Department'}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
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
          <FormActions onCancel={onClose} saving={saving}>
            {department ? 'Update' : 'Create'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
