import { MultiSelect, Select, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { textFieldsOf } from '@/components/form/use-form-fields'
import { AddressFields, ContactFields, GenderSelect, optional } from '@/components/people/person-fields'
import { type PersonDialogProps, PersonFormModal } from '@/components/people/person-form-modal'
import { usePersonForm } from '@/components/people/use-person-form'
import {
  departmentName,
  personDepartmentFields,
  useDepartments,
  useFacultyDepartments,
  useStaffTypes,
} from '@/lib/academics'
import type { StaffRow } from '../api/staff-list'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The staff form's own fields, beyond every person's. */
const ownFieldsOf = (staff?: StaffRow) => ({
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
  const { form, fields, set, text, choice, save } = usePersonForm({
    person: staff,
    own: ownFieldsOf(staff),
    usertype: 'FACULTY',
    success: { saved: t('form.saved'), added: t('form.added') },
    dialog,
  })
  const { data: departments = [] } = useDepartments()
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypes = [] } = useStaffTypes()

  const departmentChoices = departments
    .filter((department) => !fields.facultyDeptId || department.facultyDeptId === fields.facultyDeptId)
    .map((department) => ({ value: department.id, label: departmentName(department) }))

  const submit = (event: FormEvent) => {
    const chosen = departments.filter((department) => fields.departmentid.includes(department.id))
    return save(event, {
      details: {
        specialization: optional(fields.specialization),
        facultyDeptId: optional(fields.facultyDeptId),
        staffTypeId: optional(fields.staffTypeId),
        ...personDepartmentFields(chosen),
        addressline2: optional(fields.addressline2),
      },
    })
  }

  return (
    <PersonFormModal
      personName={staff?.name}
      addLabel={t('form.add')}
      {...dialog}
      form={form}
      onSubmit={submit}
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
        error={form.errors.departmentid}
        searchable
      />
      <AddressFields text={text} secondLine />
    </PersonFormModal>
  )
}
