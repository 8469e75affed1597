import {
  addressColumns,
  cellReader,
  PERSON_HEADERS,
  personColumns,
  personImportFields,
  personSheetCells,
  readGender,
} from '@/components/people/people-workbook'
import {
  type ImportPlan,
  type RowIssue,
  sameText,
  withoutBlanks,
} from '@/components/spreadsheet-import/import-task'
import { departmentName, type DepartmentOption, type FacultyDepartmentOption } from '@/lib/academics'
import { call, identityApi } from '@/lib/api-client'
import type { SheetColumn } from '@/lib/spreadsheet'
import type { StaffRow } from './staff-list'

/**
 * The staff workbook: the import template and the export share its columns, so an exported list can be
 * corrected and imported back. Rows are keyed on email. The contact and address columns are the people
 * workbook's, shared with students.
 */

type ImportBody = Parameters<typeof identityApi.api.user.import.$post>[0]['json']
type StaffImportRow = Extract<ImportBody, { kind: 'STAFF' }>['rows'][number]
type StaffFields = Omit<StaffImportRow, 'row'>

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

export function staffColumns(lookups: StaffLookups): SheetColumn<Record<string, unknown>>[] {
  return [
    personColumns.email('The key: a row with a known email updates that person.'),
    personColumns.name,
    personColumns.phone,
    personColumns.gender,
    { header: H.specialization, key: H.specialization, width: 24 },
    { header: H.staffType, key: H.staffType, width: 16, choices: lookups.staffTypes.map((t) => t.name) },
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
      note: `Degree - Department, as listed in the portal; separate several with ";". For example: ${
        lookups.departments[0] ? departmentName(lookups.departments[0]) : 'B.E. - Civil Engineering'
      }`,
    },
    ...addressColumns,
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
): { fields: StaffFields } | { errors: RowIssue[] } {
  const errors: RowIssue[] = []
  const cell = cellReader(cells)
  for (const header of [H.email, H.name])
    if (!cell(header)) errors.push({ field: header, message: 'is required' })
  const gender = readGender(cell, errors)
  const staffType = lookups.staffTypes.find((type) => sameText(type.name, cell(H.staffType)))
  if (cell(H.staffType) && !staffType)
    errors.push({ field: H.staffType, message: `"${cell(H.staffType)}" is not a staff type in the portal` })
  const facultyDepartment = lookups.facultyDepartments.find((fd) =>
    sameText(fd.name, cell(H.facultyDepartment)),
  )
  if (cell(H.facultyDepartment) && !facultyDepartment)
    errors.push({
      field: H.facultyDepartment,
      message: `"${cell(H.facultyDepartment)}" is not a faculty department in the portal`,
    })
  const departments = cell(H.departments)
    .split(';')
    .map((label) => label.trim())
    .filter(Boolean)
    .map((label) => {
      const found = lookups.departments.find((department) => sameText(departmentName(department), label))
      if (!found)
        errors.push({ field: H.departments, message: `"${label}" is not a department in the portal` })
      return found
    })
    .filter((department) => department !== undefined)
  if (errors.length) return { errors }

  const fields: StaffFields = {
    ...personImportFields(cell, gender),
    specialization: cell(H.specialization) || undefined,
    staffTypeId: staffType?.id,
    facultyDeptId: facultyDepartment?.id ?? departments[0]?.facultyDeptId,
    ...(departments.length
      ? {
          departmentid: departments.map((department) => department.id),
          departments: departments.map(({ id, degreeName, departmentName: branch }) => ({
            id,
            degreeName,
            departmentName: branch,
          })),
          degreeName: departments[0]?.degreeName,
          departmentName: departments[0]?.departmentName,
        }
      : {}),
  }
  return { fields: withoutBlanks(fields) }
}

export function staffImportPlan(lookups: StaffLookups): ImportPlan<StaffFields> {
  return {
    kind: 'staff',
    noun: 'staff',
    templateFileName: 'staff template.xlsx',
    columns: staffColumns(lookups),
    mapRow: (cells) => staffFromCells(cells, lookups),
    sendChunk: (rows) => call(identityApi.api.user.import.$post({ json: { kind: 'STAFF', rows } })),
  }
}
