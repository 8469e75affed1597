import type { Faculty } from '@campus/core'
import { academicsApi, call, identityApi, useApi } from './api-client'
import { fetchList } from './list-endpoint'

/**
 * The college's academic structure as every people screen needs it for its dropdowns: departments, faculty
 * departments, academic years and groups (the academics domain), and staff types (identity). SWR keys start
 * with 'academics', so a screen that changes the structure can refresh every copy at once.
 */

export interface DepartmentOption {
  id: string
  degreeName: string
  departmentName: string
  facultyDeptId: string
  facultyDepartment?: string
  totalSemester?: string
  examType?: string
}

export interface FacultyDepartmentOption {
  id: string
  name: string
  facultyName?: string
}

export interface AcademicYearOption {
  id: string
  departmentId: string
  startYear: number
  endYear: number
  inactive: 'YES' | 'NO'
  currentSem?: number
}

export interface GroupOption {
  id: string
  groupName: string
  accYearId: string
}

/** One department's current years and their groups (`GET /api/departments/accYearAll`). */
export interface DepartmentYears {
  departmentId: string
  degdep: string
  accyearList: {
    id: string
    startYear: number
    endYear: number
    groups: { id: string; groupName: string }[]
  }[]
}

export const departmentName = (department: Pick<DepartmentOption, 'degreeName' | 'departmentName'>) =>
  `${department.degreeName} - ${department.departmentName}`

/**
 * The department fields a person's record carries: the ids, each department's names, and the first one's
 * names on their own (the home department of a student or staff member).
 */
export const personDepartmentFields = (
  departments: readonly Pick<DepartmentOption, 'id' | 'degreeName' | 'departmentName'>[],
) => ({
  departmentid: departments.map((department) => department.id),
  departments: departments.map(({ id, degreeName, departmentName }) => ({ id, degreeName, departmentName })),
  degreeName: departments[0]?.degreeName,
  departmentName: departments[0]?.departmentName,
})

export const yearLabel = (year: { startYear: number; endYear: number }) =>
  `${year.startYear} - ${year.endYear}`

/** Every department; `enabled` false skips the call (a screen that needs them only sometimes). */
export const useDepartments = (enabled = true) =>
  useApi<DepartmentOption[]>(enabled ? ['academics', 'departments'] : null, () =>
    fetchList(academicsApi.api.departments, {}),
  )

/** Every faculty of the college, by name (`GET /api/faculty/get`). */
export const useFaculties = () =>
  useApi<Faculty[]>(['academics', 'faculties'], () =>
    fetchList(academicsApi.api.faculty.get, { sort: 'name' }),
  )

export const useFacultyDepartments = () =>
  useApi<FacultyDepartmentOption[]>(['academics', 'faculty-departments'], () =>
    call(academicsApi.api.facultydepartment.getAllFacultyDepartments.$get()),
  )

/** A department's academic years; only active ones unless `inactive` says otherwise. */
export const useAcademicYears = (departmentId: string | undefined, inactive: 'YES' | 'NO' | 'ALL' = 'NO') =>
  useApi<AcademicYearOption[]>(departmentId ? ['academics', 'years', departmentId, inactive] : null, () =>
    fetchList(academicsApi.api.accyear, {
      filter: { departmentId, inactive: inactive === 'ALL' ? undefined : inactive },
    }),
  )

/** An academic year's groups: current ones unless `type` says otherwise (a past student's group is OLD). */
export const useGroups = (accYearId: string | undefined, type: 'CURRENT' | 'ALL' = 'CURRENT') =>
  useApi<GroupOption[]>(accYearId ? ['academics', 'groups', accYearId, type] : null, () =>
    fetchList(academicsApi.api.group, { filter: { accYearId, type: type === 'ALL' ? undefined : type } }),
  )

/** Every department's current years with their groups, in one call: for imports and moves. */
export const fetchCurrentYears = (): Promise<DepartmentYears[]> =>
  fetchList(academicsApi.api.departments.accYearAll, { filter: { type: 'CURRENT', inactive: 'NO' } })

export const useCurrentYears = () => useApi(['academics', 'current-years'], fetchCurrentYears)

/** Every department's years, past ones too, with their groups (one call); `enabled` false skips it. */
export const useEveryYear = (enabled = true) =>
  useApi<DepartmentYears[]>(enabled ? ['academics', 'every-year'] : null, () =>
    fetchList(academicsApi.api.departments.accYearAll, {}),
  )

export const useStaffTypes = () =>
  useApi(['identity', 'staff-types'], () => call(identityApi.api['staff-type'].$get()))
