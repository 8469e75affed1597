import { BLOOD_GROUPS } from '@campus/core'
import type { TFunction } from 'i18next'
import { PERSON_HEADERS, personColumns, personWorkbook } from '@/components/people/people-workbook'
import { sameText } from '@/components/spreadsheet-import/import-task'
import {
  departmentName,
  type DepartmentOption,
  type DepartmentYears,
  personDepartmentFields,
  yearLabel,
} from '@/lib/academics'
import type { StudentRow } from './student-list'

export interface StudentLookups {
  departments: readonly DepartmentOption[]
  years: readonly DepartmentYears[]
}

const H = {
  ...PERSON_HEADERS,
  registerNo: 'Register No*',
  parentPhone: 'Parent Phone',
  dateofBirth: 'Date of Birth',
  bloodGroup: 'Blood Group',
  department: 'Department*',
  year: 'Academic Year*',
  group: 'Group',
  sem: 'Semester',
} as const

const unique = (values: string[]) => [...new Set(values)]

/**
 * The student workbook of the student list: the import template and the export share its columns, so an
 * exported list can be corrected and imported back. Rows are keyed on the register number. The contact and
 * address columns are the people workbook's, shared with staff.
 */
export const studentWorkbook = personWorkbook({
  kind: 'STUDENT',
  noun: (t: TFunction<'students'>) => t('noun.many'),
  required: [H.registerNo, H.name, H.email, H.department, H.year],
  columns: (lookups: StudentLookups, { t, shared }) => {
    const person = personColumns(shared)
    const years = lookups.years.flatMap((department) => department.accyearList)
    return [
      {
        header: H.registerNo,
        key: H.registerNo,
        width: 16,
        note: t('workbook.registerNoNote'),
      },
      person.name,
      person.email(),
      person.phone,
      { header: H.parentPhone, key: H.parentPhone, width: 14 },
      person.gender,
      { header: H.dateofBirth, key: H.dateofBirth, width: 14, note: t('workbook.dateOfBirthNote') },
      { header: H.bloodGroup, key: H.bloodGroup, choices: BLOOD_GROUPS },
      {
        header: H.department,
        key: H.department,
        width: 40,
        choices: lookups.departments.map(departmentName),
      },
      {
        header: H.year,
        key: H.year,
        width: 16,
        choices: unique(years.map(yearLabel)),
        note: t('workbook.yearNote'),
      },
      {
        header: H.group,
        key: H.group,
        choices: unique(years.flatMap((year) => year.groups.map((group) => group.groupName))),
      },
      { header: H.sem, key: H.sem, note: t('workbook.semesterNote') },
      ...person.address,
    ]
  },
  sheetRow: (student: StudentRow, lookups) => {
    const group = lookups.years
      .flatMap((department) => department.accyearList)
      .find((year) => year.id === student.accYearId)
      ?.groups.find((candidate) => candidate.id === student.groupId)
    return {
      [H.registerNo]: student.registerNo,
      [H.parentPhone]: student.parentPhone,
      [H.dateofBirth]: student.dateofBirth,
      [H.bloodGroup]: student.bloodGroup,
      [H.department]: student.departments[0] ? departmentName(student.departments[0]) : undefined,
      [H.year]: student.accYear,
      [H.group]: group?.groupName,
      [H.sem]: student.sem,
    }
  },
  // Nothing is read without a current year of a listed department.
  readRow: (row, lookups, { t }) => {
    const { cell, errors } = row

    const department = row.listed(lookups.departments, departmentName, H.department, t('workbook.department'))
    const year = lookups.years
      .find((candidate) => candidate.departmentId === department?.id)
      ?.accyearList.find((candidate) => sameText(yearLabel(candidate), cell(H.year)))
    if (department && cell(H.year) && !year)
      errors.push({
        field: H.year,
        message: t('workbook.notCurrentYear', { year: cell(H.year), department: departmentName(department) }),
      })
    const group = year?.groups.find((candidate) => sameText(candidate.groupName, cell(H.group)))
    if (year && cell(H.group) && !group)
      errors.push({
        field: H.group,
        message: t('workbook.notGroup', { group: cell(H.group), year: yearLabel(year) }),
      })
    const bloodGroup = row.choice(BLOOD_GROUPS, H.bloodGroup)
    const sem = cell(H.sem) ? Number(cell(H.sem)) : undefined
    if (sem !== undefined && !(Number.isInteger(sem) && sem >= 1 && sem <= 10))
      errors.push({ field: H.sem, message: t('workbook.semesterRange') })
    if (!department || !year) return undefined
    return {
      registerNo: cell(H.registerNo),
      parentPhone: cell(H.parentPhone) || undefined,
      dateofBirth: cell(H.dateofBirth) || undefined,
      bloodGroup,
      ...personDepartmentFields([department]),
      accYearId: year.id,
      accYear: yearLabel(year),
      groupId: group?.id,
      sem,
    }
  },
})
