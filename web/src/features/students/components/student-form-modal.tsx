import { BLOOD_GROUPS } from '@campus/core'
import { Select, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { textFieldsOf } from '@/components/form/use-form-fields'
import { AddressFields, ContactFields, GenderSelect, optional } from '@/components/people/person-fields'
import { type PersonDialogProps, PersonFormModal } from '@/components/people/person-form-modal'
import { usePersonForm } from '@/components/people/use-person-form'
import {
  departmentName,
  personDepartmentFields,
  useAcademicYears,
  useDepartments,
  useGroups,
  yearLabel,
} from '@/lib/academics'
import type { StudentRow } from '../api/student-list'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The student form's own fields, beyond every person's. */
const ownFieldsOf = (student?: StudentRow) => ({
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
  const { t } = useStaffTranslation('students')
  const { form, fields, set, text, choice, save } = usePersonForm({
    person: student,
    own: ownFieldsOf(student),
    usertype: 'STUDENT',
    success: { saved: t('form.saved'), added: t('form.added') },
    dialog,
  })
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(fields.departmentId || undefined)
  const { data: groups = [] } = useGroups(fields.accYearId || undefined)

  const submit = (event: FormEvent) => {
    const department = departments.find((candidate) => candidate.id === fields.departmentId)
    const year = years.find((candidate) => candidate.id === fields.accYearId)
    const missing: Record<string, string> = {}
    if (!department) missing.departmentid = t('form.chooseDepartment')
    if (!year) missing.accYearId = t('form.chooseYear')
    return save(event, {
      details: {
        parentPhone: optional(fields.parentPhone),
        dateofBirth: optional(fields.dateofBirth),
        bloodGroup: optional(fields.bloodGroup) as (typeof BLOOD_GROUPS)[number] | undefined,
        ...personDepartmentFields(department ? [department] : []),
        facultyDeptId: department?.facultyDeptId,
        accYearId: year?.id,
        accYear: year ? yearLabel(year) : undefined,
        groupId: optional(fields.groupId),
        sem: fields.sem ? Number(fields.sem) : undefined,
      },
      newUser: { registerNo: fields.registerNo },
      problems: missing,
    })
  }

  return (
    <PersonFormModal
      personName={student?.name}
      addLabel={t('form.add')}
      {...dialog}
      form={form}
      onSubmit={submit}
    >
      <TextInput {...text('registerNo', t('form.registerNumber'), true)} disabled={Boolean(student)} />
      <ContactFields text={text} editing={Boolean(student)} />
      <TextInput {...text('parentPhone', t('form.parentPhone'))} type="tel" />
      <GenderSelect choice={choice} />
      <TextInput {...text('dateofBirth', t('form.dateOfBirth'))} type="date" />
      <Select {...choice('bloodGroup', t('form.bloodGroup'))} data={BLOOD_GROUPS} clearable />
      <Select
        {...choice('departmentId', t('form.department'), true)}
        data={departments.map((department) => ({
          value: department.id,
          label: departmentName(department),
        }))}
        onChange={(value) => set({ departmentId: value ?? '', accYearId: '', groupId: '' })}
        error={form.errors.departmentid}
        searchable
      />
      <Select
        {...choice('accYearId', t('form.academicYear'), true)}
        data={years.map((year) => ({ value: year.id, label: yearLabel(year) }))}
        onChange={(value) => set({ accYearId: value ?? '', groupId: '' })}
        disabled={!fields.departmentId}
      />
      <Select
        {...choice('groupId', t('form.group'))}
        data={groups.map((group) => ({ value: group.id, label: group.groupName }))}
        disabled={!fields.accYearId}
        clearable
      />
      <Select
        {...choice('sem', t('form.semester'))}
        data={Array.from({ length: 10 }, (_, index) => String(index + 1))}
        clearable
      />
      <AddressFields text={text} secondLine={false} />
    </PersonFormModal>
  )
}
