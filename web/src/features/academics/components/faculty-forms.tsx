import type { Faculty } from '@campus/core'
import { Modal, Select, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  createFaculty,
  createFacultyDepartment,
  type FacultyDepartmentRow,
  renameFaculty,
  updateFacultyDepartment,
} from '../api/faculties'
import { refreshAcademics } from '../api/refresh'

/** Runs a save: a toast and a refresh when it works, the server's field messages when it does not. */
function useSave(onClose: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  async function run(action: () => Promise<unknown>, done: string) {
    setSaving(true)
    try {
      await action()
      notify('success', done)
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
  return { errors, setErrors, saving, run }
}

function Actions({ saving, label, onClose }: { saving: boolean; label: string; onClose: () => void }) {
  return (
    <FormActions onCancel={onClose} saving={saving}>
      {label}
    </FormActions>
  )
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
    <Modal opened onClose={onClose} title={faculty ? 'Rename Faculty' : 'Add Faculty'}>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput
            label="Faculty Name"
            placeholder="e.g. Faculty of Engineering and Technology"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Actions saving={saving} label={faculty ? 'Save' : 'Add'} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
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
    <Modal
      opened
      onClose={onClose}
      title={facultyDepartment ? 'Edit Faculty Department' : 'Add Faculty Department'}
    >
      <form onSubmit={save} noValidate>
        <Stack>
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
          <Actions saving={saving} label={facultyDepartment ? 'Save' : 'Add'} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
