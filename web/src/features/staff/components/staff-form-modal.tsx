import { GENDERS } from '@campus/core'
import { Modal, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { createUser, updateUser } from '@/lib/users'
import type { StaffRow } from '../api/staff-list'

interface Fields {
  name: string
  email: string
  phone: string
  gender: string
  specialization: string
  facultyDeptId: string
  departmentid: string[]
  staffTypeId: string
  addressline1: string
  addressline2: string
  city: string
  state: string
  pin: string
}

const fieldsOf = (staff?: StaffRow): Fields => ({
  name: staff?.name ?? '',
  email: staff?.email ?? '',
  phone: staff?.phone ?? '',
  gender: staff?.gender ?? '',
  specialization: staff?.specialization ?? '',
  facultyDeptId: staff?.facultyDeptId ?? '',
  departmentid: staff?.departmentid ?? [],
  staffTypeId: staff?.staffTypeId ?? '',
  addressline1: staff?.addressline1 ?? '',
  addressline2: staff?.addressline2 ?? '',
  city: staff?.city ?? '',
  state: staff?.state ?? '',
  pin: staff?.pin ?? '',
})

/** Adds a staff member, or edits one: contact details, faculty department, departments and staff type. */
export function StaffFormModal({
  staff,
  opened,
  onClose,
  onSaved,
}: {
  /** The staff member to edit; absent to add one. */
  staff?: StaffRow
  opened: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const [fields, setFields] = useState(() => fieldsOf(staff))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const { data: departments = [] } = useDepartments()
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypes = [] } = useStaffTypes()

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [name]: value }))
  const text = (name: keyof Fields, label: string, required = false) => ({
    label,
    required,
    value: fields[name] as string,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  })

  const departmentChoices = departments
    .filter((department) => !fields.facultyDeptId || department.facultyDeptId === fields.facultyDeptId)
    .map((department) => ({ value: department.id, label: departmentName(department) }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const chosen = departments.filter((department) => fields.departmentid.includes(department.id))
    const optional = (value: string) => (value.trim() ? value.trim() : undefined)
    const details = {
      name: fields.name,
      phone: optional(fields.phone),
      gender: optional(fields.gender) as 'Male' | 'Female' | 'Transgender' | undefined,
      specialization: optional(fields.specialization),
      facultyDeptId: optional(fields.facultyDeptId),
      staffTypeId: optional(fields.staffTypeId),
      departmentid: chosen.map((department) => department.id),
      departments: chosen.map(({ id, degreeName, departmentName: name }) => ({
        id,
        degreeName,
        departmentName: name,
      })),
      departmentName: chosen[0]?.departmentName,
      degreeName: chosen[0]?.degreeName,
      addressline1: optional(fields.addressline1),
      addressline2: optional(fields.addressline2),
      city: optional(fields.city),
      state: optional(fields.state),
      pin: optional(fields.pin),
    }
    setSaving(true)
    try {
      if (staff) await updateUser(staff.id, details)
      else await createUser({ ...details, email: fields.email, usertype: 'FACULTY' })
      notify('success', staff ? 'Staff details saved' : 'Staff member added')
      onSaved()
      onClose()
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrors(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={staff ? `Edit ${staff.name}` : 'Add staff'} size="lg">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('name', 'Name', true)} />
            <TextInput {...text('email', 'Email', true)} type="email" disabled={Boolean(staff)} />
            <TextInput {...text('phone', 'Phone')} type="tel" />
            <Select
              label="Gender"
              data={GENDERS}
              value={fields.gender || null}
              onChange={(value) => set('gender', value ?? '')}
              error={errors.gender}
              clearable
            />
            <TextInput {...text('specialization', 'Specialization')} />
            <Select
              label="Staff type"
              data={staffTypes.map((type) => ({ value: String(type.id), label: String(type.name) }))}
              value={fields.staffTypeId || null}
              onChange={(value) => set('staffTypeId', value ?? '')}
              error={errors.staffTypeId}
              clearable
            />
            <Select
              label="Faculty department"
              data={facultyDepartments.map((fd) => ({ value: fd.id, label: fd.name }))}
              value={fields.facultyDeptId || null}
              onChange={(value) => {
                set('facultyDeptId', value ?? '')
                set('departmentid', [])
              }}
              error={errors.facultyDeptId}
              searchable
              clearable
            />
            <MultiSelect
              label="Departments"
              data={departmentChoices}
              value={fields.departmentid}
              onChange={(value) => set('departmentid', value)}
              error={errors.departmentid}
              searchable
            />
            <TextInput {...text('addressline1', 'Address line 1')} />
            <TextInput {...text('addressline2', 'Address line 2')} />
            <TextInput {...text('city', 'City')} />
            <TextInput {...text('state', 'State')} />
            <TextInput {...text('pin', 'PIN')} />
          </SimpleGrid>
          <FormActions onCancel={onClose} saving={saving}>
            {staff ? 'Save' : 'Add staff'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
