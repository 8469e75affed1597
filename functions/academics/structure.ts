import { sortRecords } from '@campus/db'
import { departmentLabel, notFound } from '@campus/core'
import type { StoredAcademicYear, StoredDepartment, StoredGroup, StoredRegulation } from './entities'
import { publicRecord } from './records'
import type { Structure } from './structure.repository'

/**
 * Joins over a structure read in one Query: what a department, a year or a faculty department looks like in
 * the API, with the names of what it belongs to and the groups it holds.
 */

/** Departments with their faculty department's name and faculty, ordered by label. */
export function listedDepartments(structure: Pick<Structure, 'facultyDepartments' | 'departments'>) {
  const facultyDepartments = new Map(structure.facultyDepartments.map((fd) => [fd.id, fd]))
  const listed = structure.departments.map((department) => {
    const facultyDepartment = facultyDepartments.get(department.facultyDeptId)
    return {
      ...publicRecord(department),
      facultyDepartment: facultyDepartment?.name ?? '',
      facultyId: facultyDepartment?.facultyId ?? '',
    }
  })
  return listed.sort((a, b) => labelCollator.compare(labelOf(a), labelOf(b)))
}

const labelCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const labelOf = (record: Record<string, unknown>) =>
  departmentLabel(record as Pick<StoredDepartment, 'degreeName' | 'departmentName'>)

/** The department, or a 404. */
export function departmentIn(structure: Pick<Structure, 'departments'>, departmentId: string) {
  const department = structure.departments.find(({ id }) => id === departmentId)
  if (!department) throw notFound('Department', departmentId)
  return department
}

/** Groups by academic year, each year's ordered by name. */
export function groupsByYear(groups: readonly StoredGroup[]) {
  const byYear = new Map<string, StoredGroup[]>()
  for (const group of groups) byYear.set(group.accYearId, [...(byYear.get(group.accYearId) ?? []), group])
  for (const list of byYear.values()) list.sort((a, b) => labelCollator.compare(a.groupName, b.groupName))
  return byYear
}

/** A group as an academic year's views list it. */
export const groupSummary = ({ id, groupName, type }: StoredGroup) => ({ id, groupName, type })

/**
 * An academic year as the API shows it (legacy 2.4): with its regulation's year (`regulation`) and exam type
 * (`etype`, which the add form copies from the first listed year), the regulation years of its department
 * (`years`, the Regulation select's list) and its groups' names (`groupList`, names because the legacy client
 * prints the list as it is in the Group column).
 */
export function yearRecord(
  year: StoredAcademicYear,
  groups: readonly StoredGroup[],
  regulation: Pick<StoredRegulation, 'year' | 'examType'> | undefined,
  regulationYears: readonly string[],
) {
  return {
    ...publicRecord(year),
    ...(regulation === undefined ? {} : { regulation: regulation.year }),
    ...(regulation?.examType ? { etype: regulation.examType } : {}),
    years: [...regulationYears],
    groupList: groups.map(({ groupName }) => groupName),
  }
}

/** Each department's regulation years, in order, once each. */
function regulationYearsByDepartment(regulations: readonly StoredRegulation[]) {
  const byDepartment = new Map<string, Set<string>>()
  for (const { departmentID, year } of regulations)
    byDepartment.set(departmentID, (byDepartment.get(departmentID) ?? new Set()).add(year))
  return new Map(
    [...byDepartment].map(([departmentId, years]) => [departmentId, [...years].sort(labelCollator.compare)]),
  )
}

/** Every year of the structure as the API shows it, newest first. */
export function yearRecords(structure: Pick<Structure, 'years' | 'groups' | 'regulations'>) {
  const groups = groupsByYear(structure.groups)
  const regulations = new Map(structure.regulations.map((regulation) => [regulation.id, regulation]))
  const regulationYears = regulationYearsByDepartment(structure.regulations)
  const records = structure.years.map((year) =>
    yearRecord(
      year,
      groups.get(year.id) ?? [],
      regulations.get(year.regulationId),
      regulationYears.get(year.departmentId) ?? [],
    ),
  )
  return sortRecords(sortRecords(records, 'endYear', 'desc'), 'startYear', 'desc')
}
