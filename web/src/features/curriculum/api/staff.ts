import { identityApi, useApi } from '@/lib/api-client'
import { fetchWholeList } from '@/lib/paged-list'

/** Who may be named to teach a subject: active HODs and faculty. */
export interface StaffOption {
  id: string
  name: string
  usertype: 'HOD' | 'FACULTY'
  departmentName?: string
}

/**
 * Active staff of one department (`filter=usertype eq STAFF&in=departmentid eq <id>`), or of every
 * department when `everyDepartment`: a subject is sometimes taught by another department's staff.
 */
export const useStaffOptions = (departmentId: string | undefined, everyDepartment: boolean) =>
  useApi<StaffOption[]>(
    departmentId ? ['curriculum', 'staff', everyDepartment ? 'all' : departmentId] : null,
    () =>
      fetchWholeList(identityApi.api.user, {
        filter: { usertype: 'STAFF', accountStatus: 'ACTIVE' },
        in: everyDepartment ? {} : { departmentid: departmentId },
        fields: ['id', 'name', 'usertype', 'departmentName'],
        sort: 'name',
      }),
  )
