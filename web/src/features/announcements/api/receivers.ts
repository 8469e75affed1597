import { academicsApi, call, identityApi, useApi } from '@/lib/api-client'
import { type DepartmentYears, useCurrentYears, useFacultyDepartments } from '@/lib/academics'
import { fetchList } from '@/lib/list-endpoint'
import { fetchWholeList } from '@/lib/paged-list'

/**
 * The people an announcement can go to, read from the directory screens' own calls: HODs and faculty
 * (`GET /api/user`), the departments' years and groups (`GET /api/departments/accYearAll`) and a group's
 * students (`GET /api/group/student/{groupId}`). Keys start with the domain that owns the data, so a change
 * there refreshes these too.
 */

export interface HodOption {
  id: string
  name: string
  departmentName?: string
  headedDepartmentIds?: string[]
  departments?: { id: string; degreeName: string; departmentName: string }[]
}

/** "NAME (DEPARTMENT)", upper-cased as the legacy screen showed it: the departments the HOD heads. */
export function hodLabel(hod: HodOption) {
  const headed = new Set(hod.headedDepartmentIds ?? [])
  const names = (hod.departments ?? [])
    .filter((department) => !headed.size || headed.has(department.id))
    .map((department) => department.departmentName)
  const department = names.length ? names.join(', ') : hod.departmentName
  return (department ? `${hod.name} (${department})` : hod.name).toUpperCase()
}

/** Every active HOD, by name. */
export const useHods = () =>
  useApi<HodOption[]>(['identity', 'announcement-hods'], () =>
    fetchWholeList(identityApi.api.user, {
      filter: { usertype: 'HOD', accountStatus: 'ACTIVE' },
      fields: ['id', 'name', 'departmentName', 'headedDepartmentIds', 'departments'],
      sort: 'name',
    }),
  )

export interface FacultyOption {
  id: string
  name: string
  email?: string
  phone?: string
  facultyDeptId?: string
}

/** Every active faculty member, by name, read once the STAFFS tab opens. */
export const useFacultyMembers = (wanted: boolean) =>
  useApi<FacultyOption[]>(wanted ? ['identity', 'announcement-faculty'] : null, () =>
    fetchWholeList(identityApi.api.user, {
      filter: { usertype: 'FACULTY', accountStatus: 'ACTIVE' },
      fields: ['id', 'name', 'email', 'phone', 'facultyDeptId'],
      sort: 'name',
    }),
  )

export { useFacultyDepartments }

/** Current students are in active years (`type CURRENT, inactive NO`), previous ones in inactive years. */
export type StudentPeriod = 'CURRENT' | 'OLD'

const usePreviousYears = (wanted: boolean) =>
  useApi<DepartmentYears[]>(wanted ? ['academics', 'previous-years'] : null, () =>
    fetchList(academicsApi.api.departments.accYearAll, { filter: { type: 'OLD', inactive: 'YES' } }),
  )

/** The department → year → group tree of current or previous students. */
export function useYearTree(period: StudentPeriod) {
  const current = useCurrentYears()
  const previous = usePreviousYears(period === 'OLD')
  return period === 'CURRENT' ? current : previous
}

export interface GroupStudent {
  id: string
  name: string
  registerNo?: string
  email?: string
  phone?: string
}

/** A group's students by name, read when its picker opens. */
export const useGroupStudents = (groupId: string | undefined) =>
  useApi<GroupStudent[]>(groupId ? ['identity', 'group-students', groupId] : null, () =>
    call(identityApi.api.group.student[':groupId'].$get({ param: { groupId: groupId ?? '' } })),
  )
