import type { StaffReport } from '@campus/core'
import { call, feedbackApi, identityApi, useApi } from '@/lib/api-client'
import { fetchWholeList } from '@/lib/paged-list'

/**
 * One staff member's results, a row per survey target about them
 * (`GET /boot/feedback/v2/report/staff/{staffId}`); undefined skips the call until someone is chosen. Staff
 * reading their own get the rows that are still too early to show `withheld`.
 */
export const useStaffReport = (staffId: string | undefined) =>
  useApi<StaffReport>(staffId ? ['feedback', 'staff-report', staffId] : null, () =>
    call(feedbackApi.boot.feedback.v2.report.staff[':id'].$get({ param: { id: staffId ?? '' } })),
  )

/** A staff member the report can be about. */
export interface StaffChoice {
  id: string
  name: string
  usertype: 'HOD' | 'FACULTY'
  accountStatus: 'ACTIVE' | 'DISABLE'
  departmentName?: string
}

/**
 * Every HOD and faculty member, by name, from the same user list the staff and subject screens read
 * (`GET /api/user?filter=usertype eq STAFF`). Disabled accounts stay in: their results outlive their account.
 */
export const useStaffChoices = () =>
  useApi<StaffChoice[]>(['feedback', 'staff-choices'], () =>
    fetchWholeList(identityApi.api.user, {
      filter: { usertype: 'STAFF' },
      fields: ['id', 'name', 'usertype', 'accountStatus', 'departmentName'],
      sort: 'name',
    }),
  )
