import { CreateUserSchema, UpdateUserSchema } from '@campus/core'
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import {
  AddressFields,
  ContactFields,
  GenderSelect,
  optional,
  personDetails,
  personFieldsOf,
  type PersonFields,
  type TextBinder,
} from '@/components/people/person-fields'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { createUser, updateUser } from '@/lib/users'
import type { StaffRow } from '../api/staff-list'

interface Fields extends PersonFields {
  specialization: string
  facultyDeptId: string
  departmentid: string[]
  staffTypeId: string
  addressline2: string
}

type TextField = Exclude<keyof Fields, 'departmentid'>

const fieldsOf = (staff?: StaffRow): Fields => ({
  ...personFieldsOf(staff),
  specialization: staff?.specialization ?? '',
  facultyDeptId: staff?.facultyDeptId ?? '',
  departmentid: staff?.departmentid ?? [],
  staffTypeId: staff?.staffTypeId ?? '',
  addressline2: staff?.addressline2 ?? '',
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
  const form = useFormSave()
  const { errors } = form
  const { data: departments = [] } = useDepartments()
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypes = [] } = useStaffTypes()

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [name]: value }))
  const text: TextBinder<TextField> = (name, label, required = false) => ({
    label,
    required,
    value: fields[name],
    error: errors[name],
    onChange: (event) => set(name, event.currentTarget.value),
  })

  const departmentChoices = departments
    .filter((department) => !fields.facultyDeptId || department.facultyDeptId === fields.facultyDeptId)
    .map((department) => ({ value: department.id, label: departmentName(department) }))

  async function save(event: FormEvent) {
    form.start(event)
    const chosen = departments.filter((department) => fields.departmentid.includes(department.id))
    const details = {
      ...personDetails(fields),
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
      addressline2: optional(fields.addressline2),
    }
    const user = { ...details, email: fields.email, usertype: 'FACULTY' as const }
    if (!(staff ? form.check(UpdateUserSchema, details) : form.check(CreateUserSchema, user))) return
    await form.send(() => (staff ? updateUser(staff.id, details) : createUser(user)), {
      success: staff ? 'Staff details saved' : 'Staff member added',
      onSaved,
      onClose,
    })
  }

  return (
    <FormModal
      opened={opened}
      title={staff ? `Edit ${staff.name}` : 'Add staff'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={staff ? 'Save' : 'Add staff'}
    >
      <FailureAlert title="Not saved" failure={form.failure} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactFields text={text} editing={Boolean(staff)} />
        <GenderSelect
          value={fields.gender}
          onChange={(value) => set('gender', value)}
          error={errors.gender}
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
        <AddressFields text={text} secondLine />
      </SimpleGrid>
    </FormModal>
  )
}
