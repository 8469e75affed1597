import { BLOOD_GROUPS, CreateUserSchema, UpdateUserSchema } from '@campus/core'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
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
import { departmentName, useAcademicYears, useDepartments, useGroups, yearLabel } from '@/lib/academics'
import { createUser, updateUser } from '@/lib/users'
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
  registerNo: student?.registerNo ?? '',
  parentPhone: student?.parentPhone ?? '',
  dateofBirth: student?.dateofBirth ?? '',
  bloodGroup: student?.bloodGroup ?? '',
  departmentId: student?.departmentid[0] ?? '',
  accYearId: student?.accYearId ?? '',
  groupId: student?.groupId ?? '',
  sem: student?.sem ? String(student.sem) : '',
})

/** Adds a student, or edits one: contact details, department, academic year, group and semester. */
export function StudentFormModal({
  student,
  opened,
  onClose,
  onSaved,
}: {
  student?: StudentRow
  opened: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const [fields, setFields] = useState(() => fieldsOf(student))
  const form = useFormSave()
  const { errors } = form
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(fields.departmentId || undefined)
  const { data: groups = [] } = useGroups(fields.accYearId || undefined)

  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }))
  const text: TextBinder<keyof Fields> = (name, label, required = false) => ({
    label,
    required,
    value: fields[name],
    error: errors[name],
    onChange: (event) => set({ [name]: event.currentTarget.value }),
  })

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
      departmentid: department ? [department.id] : [],
      departments: department
        ? [
            {
              id: department.id,
              degreeName: department.degreeName,
              departmentName: department.departmentName,
            },
          ]
        : [],
      degreeName: department?.degreeName,
      departmentName: department?.departmentName,
      facultyDeptId: department?.facultyDeptId,
      accYearId: year?.id,
      accYear: year ? yearLabel(year) : undefined,
      groupId: optional(fields.groupId),
      sem: fields.sem ? Number(fields.sem) : undefined,
    }
    const user = {
      ...details,
      email: fields.email,
      registerNo: fields.registerNo,
      usertype: 'STUDENT' as const,
    }
    const checked = student
      ? form.check(UpdateUserSchema, details, missing)
      : form.check(CreateUserSchema, user, missing)
    if (!checked) return
    await form.send(() => (student ? updateUser(student.id, details) : createUser(user)), {
      success: student ? 'Student details saved' : 'Student added',
      onSaved,
      onClose,
    })
  }

  return (
    <FormModal
      opened={opened}
      title={student ? `Edit ${student.name}` : 'Add student'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={student ? 'Save' : 'Add student'}
    >
      <FailureAlert title="Not saved" failure={form.failure} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('registerNo', 'Register number', true)} disabled={Boolean(student)} />
        <ContactFields text={text} editing={Boolean(student)} />
        <TextInput {...text('parentPhone', 'Parent phone')} type="tel" />
        <GenderSelect
          value={fields.gender}
          onChange={(value) => set({ gender: value })}
          error={errors.gender}
        />
        <TextInput {...text('dateofBirth', 'Date of birth')} type="date" />
        <Select
          label="Blood group"
          data={BLOOD_GROUPS}
          value={fields.bloodGroup || null}
          onChange={(value) => set({ bloodGroup: value ?? '' })}
          clearable
        />
        <Select
          label="Department"
          required
          data={departments.map((department) => ({
            value: department.id,
            label: departmentName(department),
          }))}
          value={fields.departmentId || null}
          onChange={(value) => set({ departmentId: value ?? '', accYearId: '', groupId: '' })}
          error={errors.departmentid}
          searchable
        />
        <Select
          label="Academic year"
          required
          data={years.map((year) => ({ value: year.id, label: yearLabel(year) }))}
          value={fields.accYearId || null}
          onChange={(value) => set({ accYearId: value ?? '', groupId: '' })}
          error={errors.accYearId}
          disabled={!fields.departmentId}
        />
        <Select
          label="Group"
          data={groups.map((group) => ({ value: group.id, label: group.groupName }))}
          value={fields.groupId || null}
          onChange={(value) => set({ groupId: value ?? '' })}
          error={errors.groupId}
          disabled={!fields.accYearId}
          clearable
        />
        <Select
          label="Semester"
          data={Array.from({ length: 10 }, (_, index) => String(index + 1))}
          value={fields.sem || null}
          onChange={(value) => set({ sem: value ?? '' })}
          error={errors.sem}
          clearable
        />
        <AddressFields text={text} secondLine={false} />
      </SimpleGrid>
    </FormModal>
  )
}
