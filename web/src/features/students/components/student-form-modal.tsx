import { BLOOD_GROUPS } from '@campus/core'
import { Select, TextInput } from '@mantine/core'
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
  useAcademicYears,
  useDepartments,
  useGroups,
  yearLabel,
} from '@/lib/academics'
import type { StudentRow } from '../api/student-list'

interface Fields extends PersonFields {
  registerNo: string
  parentPhone: string
  dateofBirth: string
  bloodGroup: string
  departmentId: string
  accYearId: string
  groupId: string
  sem: string
}

const fieldsOf = (student?: StudentRow): Fields => ({
  ...personFieldsOf(student),
  ...textFieldsOf(student, [
    'registerNo',
    'parentPhone',
    'dateofBirth',
    'bloodGroup',
    'accYearId',
    'groupId',
  ]),
  departmentId: student?.departmentid[0] ?? '',
  sem: student?.sem ? String(student.sem) : '',
})

/** Adds a student, or edits one: contact details, department, academic year, group and semester. */
export function StudentFormModal({
  student,
  ...dialog
}: {
  student?: StudentRow
} & PersonDialogProps) {
  const form = useFormSave()
  const { errors } = form
  const { fields, set, text, choice } = useFormFields(() => fieldsOf(student), form)
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(fields.departmentId || undefined)
  const { data: groups = [] } = useGroups(fields.accYearId || undefined)

  async function save(event: FormEvent) {
    form.start(event)
    const department = departments.find((candidate) => candidate.id === fields.departmentId)
    const year = years.find((candidate) => candidate.id === fields.accYearId)
    const missing: Record<string, string> = {}
    if (!department) missing.departmentid = 'Choose the department'
    if (!year) missing.accYearId = 'Choose the academic year'
    const details = {
      ...personDetails(fields),
      parentPhone: optional(fields.parentPhone),
      dateofBirth: optional(fields.dateofBirth),
      bloodGroup: optional(fields.bloodGroup) as (typeof BLOOD_GROUPS)[number] | undefined,
      ...personDepartmentFields(department ? [department] : []),
      facultyDeptId: department?.facultyDeptId,
      accYearId: year?.id,
      accYear: year ? yearLabel(year) : undefined,
      groupId: optional(fields.groupId),
      sem: fields.sem ? Number(fields.sem) : undefined,
    }
    await savePerson(form, {
      personId: student?.id,
      details,
      user: { ...details, email: fields.email, registerNo: fields.registerNo, usertype: 'STUDENT' },
      problems: missing,
      success: { saved: 'Student details saved', added: 'Student added' },
      ...dialog,
    })
  }

  return (
    <PersonFormModal
      personName={student?.name}
      addLabel="Add student"
      {...dialog}
      form={form}
      onSubmit={save}
    >
      <TextInput {...text('registerNo', 'Register number', true)} disabled={Boolean(student)} />
      <ContactFields text={text} editing={Boolean(student)} />
      <TextInput {...text('parentPhone', 'Parent phone')} type="tel" />
      <GenderSelect choice={choice} />
      <TextInput {...text('dateofBirth', 'Date of birth')} type="date" />
      <Select {...choice('bloodGroup', 'Blood group')} data={BLOOD_GROUPS} clearable />
      <Select
        {...choice('departmentId', 'Department', true)}
        data={departments.map((department) => ({
          value: department.id,
          label: departmentName(department),
        }))}
        onChange={(value) => set({ departmentId: value ?? '', accYearId: '', groupId: '' })}
        error={errors.departmentid}
        searchable
      />
      <Select
        {...choice('accYearId', 'Academic year', true)}
        data={years.map((year) => ({ value: year.id, label: yearLabel(year) }))}
        onChange={(value) => set({ accYearId: value ?? '', groupId: '' })}
        disabled={!fields.departmentId}
      />
      <Select
        {...choice('groupId', 'Group')}
        data={groups.map((group) => ({ value: group.id, label: group.groupName }))}
        disabled={!fields.accYearId}
        clearable
      />
      <Select
        {...choice('sem', 'Semester')}
        data={Array.from({ length: 10 }, (_, index) => String(index + 1))}
        clearable
      />
      <AddressFields text={text} secondLine={false} />
    </PersonFormModal>
  )
}
