import { headedDepartmentsOfUser } from '@campus/core'
import { mutate } from 'swr'
import { identityApi, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'
import { updateUser } from '@/lib/users'

/** A staff member as the HOD cell and the Assign Staff dialog need them. */
export interface StaffMember {
  id: string
  name: string
  usertype: string
  departmentid: string[]
  /** The departments an HOD heads (not every department they belong to). */
  headedDepartmentIds?: string[]
  departments: { id: string; degreeName: string; departmentName: string }[]
}

const STAFF_FIELDS = ['id', 'name', 'usertype', 'departmentid', 'headedDepartmentIds', 'departments']

/** The departments a staff member heads. */
export const headedBy = (staff: StaffMember) => headedDepartmentsOfUser(staff)

const STAFF_LISTS = new Set(['hods', 'faculty-department-staff'])

/**
 * Re-reads the HOD list and the Assign Staff lists after a change, so the next assignment starts from each
 * person's current departments rather than a stale copy that would undo the last change.
 */
export const refreshStaff = () =>
  mutate((key) => Array.isArray(key) && key[0] === 'identity' && STAFF_LISTS.has(String(key[1])))

/** Every HOD in one call (`filter=usertype eq HOD`), grouped by department on the client. */
export function useHodsByDepartment() {
  const swr = useApi<StaffMember[]>(['identity', 'hods'], () =>
    fetchList(identityApi.api.user, { filter: { usertype: 'HOD' }, fields: STAFF_FIELDS, sort: 'name' }),
  )
  const byDepartment = new Map<string, StaffMember[]>()
  for (const hod of swr.data ?? [])
    for (const departmentId of headedBy(hod)) {
      const heads = byDepartment.get(departmentId) ?? []
      heads.push(hod)
      byDepartment.set(departmentId, heads)
    }
  return { ...swr, byDepartment }
}

/** Active HODs and faculty of one faculty department: the people an HOD can be chosen from. */
export const useFacultyDepartmentStaff = (facultyDeptId: string | undefined) =>
  useApi<StaffMember[]>(facultyDeptId ? ['identity', 'faculty-department-staff', facultyDeptId] : null, () =>
    fetchList(identityApi.api.user, {
      filter: { usertype: 'STAFF', facultyDeptId, accountStatus: 'ACTIVE' },
      fields: STAFF_FIELDS,
      sort: 'name',
    }),
  )

interface DepartmentRef {
  id: string
  degreeName: string
  departmentName: string
}

/**
 * Makes a staff member HOD of a department: it joins their departments and the departments they head, and
 * they become an HOD. The other departments they belong to are not headed by this.
 */
export function assignHod(staff: StaffMember, department: DepartmentRef) {
  const departments = (staff.departments ?? []).filter((held) => held.id !== department.id)
  const ref = {
    id: department.id,
    degreeName: department.degreeName,
    departmentName: department.departmentName,
  }
  return updateUser(staff.id, {
    departmentid: [...(staff.departmentid ?? []).filter((id) => id !== department.id), department.id],
    departments: [...departments, ref],
    usertype: 'HOD',
    headedDepartmentIds: [...headedBy(staff).filter((id) => id !== department.id), department.id],
  })
}

/**
 * Takes a department away from an HOD. Someone left heading no department is a faculty member again, so the
 * menu and rights of an HOD go with the last department they head.
 */
export function releaseHod(hod: StaffMember, departmentId: string) {
  const headed = headedBy(hod).filter((id) => id !== departmentId)
  return updateUser(hod.id, {
    departmentid: (hod.departmentid ?? []).filter((id) => id !== departmentId),
    departments: (hod.departments ?? []).filter((held) => held.id !== departmentId),
    ...(headed.length ? { headedDepartmentIds: headed } : { usertype: 'FACULTY' as const }),
  })
}
