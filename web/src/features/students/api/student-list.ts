import type { PeopleFilters, PersonRow } from '@/components/people/person-row'
import { type UserListRequest, userList } from '@/lib/user-list'
import { FULL_LIST_PAGE } from '@/lib/paged-list'

/** Student lists show 200 a page (spec section 9). */
export const STUDENT_PAGE = FULL_LIST_PAGE

export interface StudentFilters extends PeopleFilters<'name' | 'registerNo'> {
  accYearId?: string
  groupId?: string
}

/** A student as the list shows them. */
export interface StudentRow extends PersonRow {
  registerNo: string
  parentPhone?: string
  dateofBirth?: string
  bloodGroup?: string
  degreeName?: string
  departmentName?: string
  accYearId?: string
  accYear?: string
  groupId?: string
  sem?: number
}

const requestOf = ({ sort, order, departmentId, ...filter }: StudentFilters): UserListRequest => ({
  filter: { usertype: 'STUDENT', ...filter },
  // The year bounds the department, so the department is tested only when no year is chosen.
  in: filter.accYearId ? {} : { departmentid: departmentId },
  sort,
  order,
})

const lists = userList<StudentFilters, StudentRow>('student-list', STUDENT_PAGE, requestOf)

/** Students, one page at a time (`GET /api/user?filter=usertype eq STUDENT,…`). */
export const useStudentList = lists.usePage

/** Every student the filters match, for the Excel export. */
export const fetchAllStudents = lists.fetchAll
