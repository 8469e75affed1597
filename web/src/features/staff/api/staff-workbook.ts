import type { TFunction } from 'i18next'
import {
  PERSON_HEADERS,
  personColumns,
  personWorkbook,
  type PersonImportRow,
  personSheetCells,
  readPersonRow,
  type WorkbookTexts,
} from '@/components/people/people-workbook'
import { type RowReading, withoutBlanks } from '@/components/spreadsheet-import/import-task'
import {
  departmentName,
  type DepartmentOption,
  type FacultyDepartmentOption,
  personDepartmentFields,
} from '@/lib/academics'
import type { SheetColumn } from '@/lib/spreadsheet'
import type { StaffRow } from './staff-list'

/**
 * The staff workbook: the import template and the export share its columns, so an exported list can be
 * corrected and imported back. Rows are keyed on email. The contact and address columns are the people
 * workbook's, shared with students.
 */

type StaffFields = PersonImportRow<'STAFF'>

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

export function staffColumns(
  lookups: StaffLookups,
  { t, shared }: WorkbookTexts<'staff'>,
): SheetColumn<Record<string, unknown>>[] {
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
}

/** A staff member as an exported row, in the template's columns. */
export function staffSheetRow(staff: StaffRow, lookups: StaffLookups): Record<string, unknown> {
  return {
    ...personSheetCells(staff),
    [H.specialization]: staff.specialization,
    [H.staffType]: lookups.staffTypes.find((type) => type.id === staff.staffTypeId)?.name,
    [H.facultyDepartment]: lookups.facultyDepartments.find((fd) => fd.id === staff.facultyDeptId)?.name,
    [H.departments]: staff.departments.map(departmentName).join('; '),
  }
}

/** Reads one sheet row into an import row, naming every cell that does not match the portal's lists. */
export function staffFromCells(
  cells: Record<string, string>,
  lookups: StaffLookups,
  { t, shared }: WorkbookTexts<'staff'>,
): RowReading<StaffFields> {
  const row = readPersonRow(cells, [H.email, H.name], shared)
  const { cell, errors } = row
  const gender = row.gender()
  const staffType = row.listed(lookups.staffTypes, (type) => type.name, H.staffType, t('workbook.staffType'))
  const facultyDepartment = row.listed(
    lookups.facultyDepartments,
    (fd) => fd.name,
    H.facultyDepartment,
    t('workbook.facultyDepartment'),
  )
  const departments = cell(H.departments)
    .split(';')
    .map((label) => label.trim())
    .filter(Boolean)
    .map((label) =>
      row.listed(lookups.departments, departmentName, H.departments, t('workbook.department'), label),
    )
    .filter((department) => department !== undefined)
  if (errors.length) return { errors }

  const fields: StaffFields = {
    ...row.personFields(gender),
    specialization: cell(H.specialization) || undefined,
    staffTypeId: staffType?.id,
    facultyDeptId: facultyDepartment?.id ?? departments[0]?.facultyDeptId,
    // A row without departments leaves the person's departments as they are.
    ...(departments.length ? personDepartmentFields(departments) : {}),
  }
  return { fields: withoutBlanks(fields) }
}

/** The staff workbook of the staff list. */
export const staffWorkbook = personWorkbook(
  'STAFF',
  (t: TFunction<'staff'>) => t('noun'),
  staffColumns,
  staffSheetRow,
  staffFromCells,
)
