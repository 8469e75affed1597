import { BLOOD_GROUPS, GENDERS } from '@campus/core'
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { departmentName, useAcademicYears, useDepartments, useGroups, yearLabel } from '@/lib/academics'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { createUser, updateUser } from '@/lib/users'
import type { StudentRow } from '../api/student-list'

interface Fields {
  registerNo: string
  name: string
  email: string
  phone: string
  parentPhone: string
  gender: string
  dateofBirth: string
  bloodGroup: string
  departmentId: string
  accYearId: string
  groupId: string
  sem: string
  addressline1: string
  city: string
  state: string
  pin: string
}

const fieldsOf = (student?: StudentRow): Fields => ({
  registerNo: student?.registerNo ?? '',
  name: student?.name ?? '',
  email: student?.email ?? '',
  phone: student?.phone ?? '',
  parentPhone: student?.parentPhone ?? '',
  gender: student?.gender ?? '',
  dateofBirth: student?.dateofBirth ?? '',
  bloodGroup: student?.bloodGroup ?? '',
  departmentId: student?.departmentid[0] ?? '',
  accYearId: student?.accYearId ?? '',
  groupId: student?.groupId ?? '',
  sem: student?.sem ? String(student.sem) : '',
  addressline1: student?.addressline1 ?? '',
  city: student?.city ?? '',
  state: student?.state ?? '',
  pin: student?.pin ?? '',
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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(fields.departmentId || undefined)
  const { data: groups = [] } = useGroups(fields.accYearId || undefined)

  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }))
  const text = (name: keyof Fields, label: string, required = false) => ({
    label,
    required,
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set({ [name]: event.currentTarget.value }),
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    const department = departments.find((candidate) => candidate.id === fields.departmentId)
    const year = years.find((candidate) => candidate.id === fields.accYearId)
    const missing: Record<string, string> = {}
    if (!department) missing.departmentid = 'Choose the department'
    if (!year) missing.accYearId = 'Choose the academic year'
    if (!department || !year) {
      setErrors(missing)
      return
    }
    const optional = (value: string) => (value.trim() ? value.trim() : undefined)
    const details = {
      name: fields.name,
      phone: optional(fields.phone),
      parentPhone: optional(fields.parentPhone),
      gender: optional(fields.gender) as (typeof GENDERS)[number] | undefined,
      dateofBirth: optional(fields.dateofBirth),
      bloodGroup: optional(fields.bloodGroup) as (typeof BLOOD_GROUPS)[number] | undefined,
      departmentid: [department.id],
      departments: [
        { id: department.id, degreeName: department.degreeName, departmentName: department.departmentName },
      ],
      degreeName: department.degreeName,
      departmentName: department.departmentName,
      facultyDeptId: department.facultyDeptId,
      accYearId: year.id,
      accYear: yearLabel(year),
      groupId: optional(fields.groupId),
      sem: fields.sem ? Number(fields.sem) : undefined,
      addressline1: optional(fields.addressline1),
      city: optional(fields.city),
      state: optional(fields.state),
      pin: optional(fields.pin),
    }
    setSaving(true)
    try {
      if (student) await updateUser(student.id, details)
      else
        await createUser({
          ...details,
          email: fields.email,
          registerNo: fields.registerNo,
          usertype: 'STUDENT',
        })
      notify('success', student ? 'Student details saved' : 'Student added')
      onSaved()
      onClose()
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrors(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={student ? `Edit ${student.name}` : 'Add student'}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('registerNo', 'Register number', true)} disabled={Boolean(student)} />
            <TextInput {...text('name', 'Name', true)} />
            <TextInput {...text('email', 'Email', true)} type="email" disabled={Boolean(student)} />
            <TextInput {...text('phone', 'Phone')} type="tel" />
            <TextInput {...text('parentPhone', 'Parent phone')} type="tel" />
            <Select
              label="Gender"
              data={GENDERS}
              value={fields.gender || null}
              onChange={(value) => set({ gender: value ?? '' })}
              clearable
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
            <TextInput {...text('addressline1', 'Address')} />
            <TextInput {...text('city', 'City')} />
            <TextInput {...text('state', 'State')} />
            <TextInput {...text('pin', 'PIN')} />
          </SimpleGrid>
          <FormActions onCancel={onClose} saving={saving}>
            {student ? 'Save' : 'Add student'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
