import type { Faculty } from '@campus/core'
import { Select, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import {
  createFaculty,
  createFacultyDepartment,
  type FacultyDepartmentRow,
  renameFaculty,
  updateFacultyDepartment,
} from '../api/faculties'
import { refreshAcademics } from '../api/refresh'

/** Runs a save: a toast and a refresh when it works, the server's field messages and a toast when it does not. */
function useSave(onClose: () => void) {
  const { errors, setErrors, saving, send } = useFormSave({ toast: 'always' })
  const run = (action: () => Promise<unknown>, done: string) =>
    send(action, { success: done, onSaved: () => void refreshAcademics(), onClose })
  return { errors, setErrors, saving, run }
}

/** Add Faculty, or Rename Faculty when given one. */
export function FacultyModal({ faculty, onClose }: { faculty?: Faculty; onClose: () => void }) {
  const [name, setName] = useState(faculty?.name ?? '')
  const { errors, setErrors, saving, run } = useSave(onClose)

  function save(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: 'Faculty name is required' })
    void run(
      () => (faculty ? renameFaculty(faculty.id, name.trim()) : createFaculty(name.trim())),
      faculty ? 'Faculty renamed' : 'Faculty added',
    )
  }

  return (
    <FormModal
      title={faculty ? 'Rename Faculty' : 'Add Faculty'}
      onClose={onClose}
      onSubmit={save}
      saving={saving}
      submitLabel={faculty ? 'Save' : 'Add'}
    >
      <TextInput
        label="Faculty Name"
        placeholder="e.g. Faculty of Engineering and Technology"
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
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
  const [name, setName] = useState(facultyDepartment?.name ?? '')
  const [faculty, setFaculty] = useState<string | null>(facultyId)
  const { errors, setErrors, saving, run } = useSave(onClose)

  function save(event: FormEvent) {
    event.preventDefault()
    if (!name.trim() || !faculty)
      return setErrors({
        ...(name.trim() ? {} : { name: 'Faculty department name is required' }),
        ...(faculty ? {} : { facultyId: 'Faculty Required' }),
      })
    const fields = { name: name.trim(), facultyId: faculty }
    void run(
      () =>
        facultyDepartment
          ? updateFacultyDepartment(facultyDepartment.id, fields)
          : createFacultyDepartment(fields),
      facultyDepartment ? 'Faculty department saved' : 'Faculty department added',
    )
  }

  return (
    <FormModal
      title={facultyDepartment ? 'Edit Faculty Department' : 'Add Faculty Department'}
      onClose={onClose}
      onSubmit={save}
      saving={saving}
      submitLabel={facultyDepartment ? 'Save' : 'Add'}
    >
      <Select
        label="Faculty"
        required
        data={faculties.map((option) => ({ value: option.id, label: option.name }))}
        value={faculty}
        onChange={setFaculty}
        error={errors.facultyId}
      />
      <TextInput
        label="Faculty Department Name"
        placeholder="e.g. Engineering"
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
    </FormModal>
  )
}
