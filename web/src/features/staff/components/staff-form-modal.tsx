import { MultiSelect, Select, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { textFieldsOf, useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import {
  AddressFields,
  ContactFields,
  GenderSelect,
  optional,
  personDetails,
  personFieldsOf,
  type PersonFields,
} from '@/components/people/person-fields'
import { type PersonDialogProps, PersonFormModal, savePerson } from '@/components/people/person-form-modal'
import {
  departmentName,
  personDepartmentFields,
  useDepartments,
  useFacultyDepartments,
  useStaffTypes,
} from '@/lib/academics'
import type { StaffRow } from '../api/staff-list'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Fields extends PersonFields {
  specialization: string
  facultyDeptId: string
  departmentid: string[]
  staffTypeId: string
  addressline2: string
}

const fieldsOf = (staff?: StaffRow): Fields => ({
  ...personFieldsOf(staff),
  ...textFieldsOf(staff, ['specialization', 'facultyDeptId', 'staffTypeId', 'addressline2']),
  departmentid: staff?.departmentid ?? [],
})

/** Adds a staff member, or edits one: contact details, faculty department, departments and staff type. */
export function StaffFormModal({
  staff,
  ...dialog
}: {
  /** The staff member to edit; absent to add one. */
  staff?: StaffRow
} & PersonDialogProps) {
  const { t } = useStaffTranslation('staff')
  const form = useFormSave()
  const { errors } = form
  const { fields, set, text, choice } = useFormFields(() => fieldsOf(staff), form)
  const { data: departments = [] } = useDepartments()
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypes = [] } = useStaffTypes()

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
      ...personDepartmentFields(chosen),
      addressline2: optional(fields.addressline2),
    }
    await savePerson(form, {
      personId: staff?.id,
      details,
      user: { ...details, email: fields.email, usertype: 'FACULTY' },
      success: { saved: t('form.saved'), added: t('form.added') },
      ...dialog,
    })
  }

  return (
    <PersonFormModal
      personName={staff?.name}
      addLabel={t('form.add')}
      {...dialog}
      form={form}
      onSubmit={save}
    >
      <ContactFields text={text} editing={Boolean(staff)} />
      <GenderSelect choice={choice} />
      <TextInput {...text('specialization', t('form.specialization'))} />
      <Select
        {...choice('staffTypeId', t('form.staffType'))}
        data={staffTypes.map((type) => ({ value: String(type.id), label: String(type.name) }))}
        clearable
      />
      <Select
        {...choice('facultyDeptId', t('form.facultyDepartment'))}
        data={facultyDepartments.map((fd) => ({ value: fd.id, label: fd.name }))}
        onChange={(value) => set({ facultyDeptId: value ?? '', departmentid: [] })}
        searchable
        clearable
      />
      <MultiSelect
        label={t('form.departments')}
        data={departmentChoices}
        value={fields.departmentid}
        onChange={(value) => set({ departmentid: value })}
        error={errors.departmentid}
        searchable
      />
      <AddressFields text={text} secondLine />
    </PersonFormModal>
  )
}
