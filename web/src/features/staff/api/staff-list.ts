import type { PeopleFilters, PersonRow } from '@/components/people/person-row'
import { type UserListRequest, userList } from '@/lib/user-list'

/** Sorted staff lists show 50 a page (spec section 9). */
export const STAFF_PAGE = 50

export interface StaffFilters extends PeopleFilters<'name' | 'email'> {
  facultyDeptId?: string
  staffTypeId?: string
}

/** A staff member as the list shows them. */
export interface StaffRow extends PersonRow {
  usertype: 'HOD' | 'FACULTY'
  facultyDeptId?: string
  staffTypeId?: string
  specialization?: string
}

const requestOf = ({ sort, order, departmentId, ...filter }: StaffFilters): UserListRequest => ({
  filter: { usertype: 'STAFF', ...filter },
  in: { departmentid: departmentId },
  sort,
  order,
})

const lists = userList<StaffFilters, StaffRow>('staff-list', STAFF_PAGE, requestOf)

/** HODs and faculty together, one page at a time (`GET /api/user?filter=usertype eq STAFF,…`). */
export const useStaffList = lists.usePage

/** Every staff member the filters match, for the Excel export. */
export const fetchAllStaff = lists.fetchAll
