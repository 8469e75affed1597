import { AppError, departmentLabel, notFound, type ListQuery } from '@campus/core'
import { checkListQuery, filterValue, type ListSpec, sortRecords } from '@campus/db'
import type { StoredAcademicYear } from './entities'
import { publicRecord } from './records'
import type { Structure, StructureRepository } from './structure.repository'
import { departmentIn, groupSummary, groupsByYear, listedDepartments, yearRecords } from './structure'

export const YEARS_BY_DEPARTMENT_SPEC = {
  filter: { type: 'string', inactive: 'string', departmentId: 'string', facultyDeptId: 'string' },
} as const satisfies ListSpec

/** `type` names the years' state the way group types do: CURRENT years are active, OLD ones inactive. */
const INACTIVE_OF_TYPE: Readonly<Record<string, string>> = { CURRENT: 'NO', OLD: 'YES' }

function oneOf(field: string, value: string | undefined, allowed: readonly string[]) {
  if (value !== undefined && !allowed.includes(value))
    throw new AppError(400, 'INVALID_LIST_QUERY', `Filter "${field}" must be one of ${allowed.join(', ')}.`, [
      { path: `filter.${field}`, message: `Use one of ${allowed.join(', ')}` },
    ])
  return value
}

/**
 * The composite department reads of the legacy client, each one Query on the structure partitions (see
 * structure.repository.ts) joined in memory. What each returns is documented on its route and in the README.
 */
export function createDepartmentViewsService(deps: { structure: StructureRepository }) {
  /** Departments (listed shape) with the years that pass `keep`, newest first, with the department label. */
  function departmentsWithYears(structure: Structure, keep: (year: StoredAcademicYear) => boolean) {
    const years = yearRecords({ ...structure, years: structure.years.filter(keep) })
    return listedDepartments(structure).map((department) => ({
      ...department,
      degdep: departmentLabel(department as { degreeName: string; departmentName: string }),
      accyearList: years.filter((year) => year.departmentId === department.id),
    }))
  }

  return {
    /**
     * `GET /api/departments/accYearAll`: departments that have matching years, each with those years and their
     * groups. `inactive` (YES, NO) and `type` (CURRENT = active, OLD = inactive) filter the years;
     * `departmentId` and `facultyDeptId` the departments.
     */
    async yearsOfAllDepartments(query: ListQuery) {
      checkListQuery(query, YEARS_BY_DEPARTMENT_SPEC)
      const type = oneOf('type', filterValue(query, 'type'), ['CURRENT', 'OLD'])
      const inactive = oneOf('inactive', filterValue(query, 'inactive'), ['YES', 'NO'])
      const departmentId = filterValue(query, 'departmentId')
      const facultyDeptId = filterValue(query, 'facultyDeptId')
      const structure = await deps.structure.everything()
      const groups = groupsByYear(structure.groups)
      return departmentsWithYears(
        structure,
        (year) =>
          (!inactive || year.inactive === inactive) && (!type || year.inactive === INACTIVE_OF_TYPE[type]),
      )
        .filter(
          (department) =>
            department.accyearList.length &&
            (!departmentId || department.id === departmentId) &&
            (!facultyDeptId || department.facultyDeptId === facultyDeptId),
        )
        .map((department) => ({
          departmentId: department.id,
          degdep: department.degdep,
          facultyDeptId: department.facultyDeptId,
          accyearList: department.accyearList.map((year) => ({
            id: year.id,
            startYear: year.startYear,
            endYear: year.endYear,
            type: year.type,
            currentYear: year.currentYear,
            currentSem: year.currentSem,
            inactive: year.inactive,
            groups: (groups.get(year.id) ?? []).map(({ id, groupName, type }) => ({ id, groupName, type })),
          })),
        }))
    },

    /** `GET /api/departments/getFaculty/{departmentId}`: the department's faculty department and faculty. */
    async facultyOfDepartment(departmentId: string) {
      const units = await deps.structure.units()
      const department = departmentIn(units, departmentId)
      const facultyDepartment = units.facultyDepartments.find(({ id }) => id === department.facultyDeptId)
      const faculty = units.faculties.find(({ id }) => id === facultyDepartment?.facultyId)
      return {
        departmentId,
        facultyDeptId: department.facultyDeptId,
        facultyDepartment: facultyDepartment ? publicRecord(facultyDepartment) : null,
        facultyId: faculty?.id ?? null,
        faculty: faculty ? publicRecord(faculty) : null,
      }
    },

    /** `GET /api/departments/getFacultyDeptAccYear/{facultyDeptId}`: its departments with their active years. */
    async activeYearsOfFacultyDepartment(facultyDeptId: string) {
      const structure = await deps.structure.everything()
      if (!structure.facultyDepartments.some(({ id }) => id === facultyDeptId))
        throw notFound('Faculty department', facultyDeptId)
      return departmentsWithYears(structure, (year) => year.inactive === 'NO').filter(
        (department) => department.facultyDeptId === facultyDeptId,
      )
    },

    /**
     * `GET /api/departments/accYearAllBySemType/{departmentId}/{type}/{inactive}`: the department's years of
     * that type (sem, year) and state, with their groups and regulation, newest first.
     */
    async yearsByType(departmentId: string, type: 'sem' | 'year', inactive: 'YES' | 'NO') {
      const structure = await deps.structure.department(departmentId)
      departmentIn(structure, departmentId)
      return yearRecords(structure).filter((year) => year.type === type && year.inactive === inactive)
    },

    /**
     * `GET /api/departments/getDepartmentAndGroup/{departmentId}/{accYearId}`: the department, the year (with
     * its regulation) and the year's groups.
     */
    async departmentYearAndGroups(departmentId: string, accYearId: string) {
      const structure = await deps.structure.department(departmentId)
      const department = departmentIn(structure, departmentId)
      const year = yearRecords(structure).find(({ id }) => id === accYearId)
      if (!year) throw notFound('Academic year', `${accYearId} of department ${departmentId}`)
      return {
        department: { ...publicRecord(department), degdep: departmentLabel(department) },
        accYear: year,
        groups: (groupsByYear(structure.groups).get(accYearId) ?? []).map(groupSummary),
      }
    },

    /** `GET /api/studentIdCard/departments`: every department with its active years, by label. */
    async departmentsForIdCards() {
      const structure = await deps.structure.everything()
      return departmentsWithYears(structure, (year) => year.inactive === 'NO').map((department) => ({
        ...department,
        accyearList: sortRecords(department.accyearList, 'startYear', 'desc').map(
          ({ id, startYear, endYear, currentYear, currentSem, regulation }) => ({
            id,
            startYear,
            endYear,
            currentYear,
            currentSem,
            regulation,
          }),
        ),
      }))
    },
  }
}

export type DepartmentViewsService = ReturnType<typeof createDepartmentViewsService>
