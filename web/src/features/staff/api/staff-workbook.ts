import type { TFunction } from 'i18next'
import { PERSON_HEADERS, personColumns, personWorkbook } from '@/components/people/people-workbook'
import {
  departmentName,
  type DepartmentOption,
  type FacultyDepartmentOption,
  personDepartmentFields,
} from '@/lib/academics'
import type { StaffRow } from './staff-list'

export interface StaffLookups {
  departments: readonly DepartmentOption[]
  facultyDepartments: readonly FacultyDepartmentOption[]
  staffTypes: readonly { id: string; name: string }[]
}

const H = {
  ...PERSON_HEADERS,
  specialization: 'Specialization',
  staffType: 'Staff Type',
  facultyDepartment: 'Faculty Department',
  departments: 'Departments',
} as const

/**
 * The staff workbook of the staff list: the import template and the export share its columns, so an exported
 * list can be corrected and imported back. Rows are keyed on email. The contact and address columns are the
 * people workbook's, shared with students.
 */
export const staffWorkbook = personWorkbook({
  kind: 'STAFF',
  noun: (t: TFunction<'staff'>) => t('noun'),
  required: [H.email, H.name],
  columns: (lookups: StaffLookups, { t, shared }) => {
    const person = personColumns(shared)
    return [
      person.email(t('workbook.emailNote')),
      person.name,
      person.phone,
      person.gender,
      { header: H.specialization, key: H.specialization, width: 24 },
      {
        header: H.staffType,
        key: H.staffType,
        width: 16,
        choices: lookups.staffTypes.map((type) => type.name),
      },
      {
        header: H.facultyDepartment,
        key: H.facultyDepartment,
        width: 24,
        choices: lookups.facultyDepartments.map((fd) => fd.name),
      },
      {
        header: H.departments,
        key: H.departments,
        width: 40,
        note: t('workbook.departmentsNote', {
          example: lookups.departments[0]
            ? departmentName(lookups.departments[0])
            : t('workbook.exampleDepartment'),
        }),
      },
      ...person.address,
    ]
  },
  sheetRow: (staff: StaffRow, lookups) => ({
    [H.specialization]: staff.specialization,
    [H.staffType]: lookups.staffTypes.find((type) => type.id === staff.staffTypeId)?.name,
    [H.facultyDepartment]: lookups.facultyDepartments.find((fd) => fd.id === staff.facultyDeptId)?.name,
    [H.departments]: staff.departments.map(departmentName).join('; '),
  }),
  readRow: (row, lookups, { t }) => {
    const staffType = row.listed(
      lookups.staffTypes,
      (type) => type.name,
      H.staffType,
      t('workbook.staffType'),
    )
    const facultyDepartment = row.listed(
      lookups.facultyDepartments,
      (fd) => fd.name,
      H.facultyDepartment,
      t('workbook.facultyDepartment'),
    )
    const departments = row
      .cell(H.departments)
      .split(';')
      .map((label) => label.trim())
      .filter(Boolean)
      .map((label) =>
        row.listed(lookups.departments, departmentName, H.departments, t('workbook.department'), label),
      )
      .filter((department) => department !== undefined)
    return {
      specialization: row.cell(H.specialization) || undefined,
      staffTypeId: staffType?.id,
      facultyDeptId: facultyDepartment?.id ?? departments[0]?.facultyDeptId,
      // A row without departments leaves the person's departments as they are.
      ...(departments.length ? personDepartmentFields(departments) : {}),
    }
  },
})
