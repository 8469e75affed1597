import type { ListQuery } from '@campus/core'
import { filterValue, partitionListKey, type ListKey } from '@campus/db'

/**
 * Which list partitions a user is in, and which partition a `GET /api/user` query reads. The entity derives
 * the gsi2 and gsi3 keys from the first three functions on every put; `userListRead` picks the one partition
 * that bounds a query, so every list is one Query (entities.ts has the whole key table).
 */

/** The pseudo user type of the manage-staff screen: `filter=usertype eq STAFF` lists HOD and FACULTY together. */
export const STAFF_LIST = 'STAFF'

const LISTED_AS_STAFF: readonly string[] = ['HOD', 'FACULTY']

/** What the key functions read of a user. */
export interface ListedUser {
  usertype: string
  groupId?: string | undefined
  facultyDeptId?: string | undefined
  accYearId?: string | undefined
  registerNo?: string | undefined
}

/** How gsi2 sort keys group users: HOD and FACULTY side by side as STAFF, anyone else by type. */
export const listTypeOf = ({ usertype }: { usertype: string }) =>
  LISTED_AS_STAFF.includes(usertype) ? STAFF_LIST : usertype

/** The gsi2 partition of a group's students. */
export const groupListOf = (groupId: string) => `GROUP#${groupId}`

/** The gsi2 partition: a student's group, anyone else's faculty department. */
export function unitListOf(user: ListedUser): string | undefined {
  if (user.usertype === 'STUDENT') return user.groupId ? `GROUP#${user.groupId}` : undefined
  return user.facultyDeptId ? `FDEPT#${user.facultyDeptId}` : undefined
}

/** The gsi3 partition: a student's academic year, or STAFF for HOD and FACULTY. */
export function cohortListOf(user: ListedUser): string | undefined {
  if (user.usertype === 'STUDENT') return user.accYearId ? `ACCYEAR#${user.accYearId}` : undefined
  return LISTED_AS_STAFF.includes(user.usertype) ? STAFF_LIST : undefined
}

/** Types whose members carry register numbers, each listed in register-number order on gsi4. */
const NUMBERED_TYPES: readonly string[] = ['STUDENT', 'APPLICANT']

/** The gsi4 partition: students (and applicants) with a register number, by type. */
export function registerListOf(user: ListedUser): string | undefined {
  return NUMBERED_TYPES.includes(user.usertype) && user.registerNo ? `REGNO#${user.usertype}` : undefined
}

/** How `GET /api/user` reads: a unique key (email, register number), one index partition, or type by type. */
export type UserListRead = { by: 'login' } | { by: 'partition'; key: ListKey } | { by: 'everyType' }

/**
 * The partition that bounds a list query, most selective first: the staff list, a group, an academic year,
 * a faculty department, a user type. Filters the key does not settle become a FilterExpression.
 */
export function userListRead(query: ListQuery): UserListRead {
  if (filterValue(query, 'email') || filterValue(query, 'registerNo')) return { by: 'login' }
  const usertype = filterValue(query, 'usertype')
  const groupId = filterValue(query, 'groupId')
  const accYearId = filterValue(query, 'accYearId')
  const facultyDeptId = filterValue(query, 'facultyDeptId')

  /** gsi2: a sort-key prefix narrows to one list type; HOD or FACULTY alone still filter on usertype. */
  const unit = (value: string, field: string, oneListType: boolean): UserListRead => ({
    by: 'partition',
    key: partitionListKey('gsi2', value, {
      ...(usertype ? { skPrefix: `${listTypeOf({ usertype })}#` } : {}),
      satisfies: usertype && listTypeOf({ usertype }) === usertype ? [field, 'usertype'] : [field],
      ...(usertype || oneListType ? { orderedBy: 'name' } : {}),
    }),
  })
  /** gsi3 partitions hold one kind of user each (students of a year, or staff), in name order. */
  const cohort = (value: string, field: string | undefined, holds: string): UserListRead => ({
    by: 'partition',
    key: partitionListKey('gsi3', value, {
      satisfies: [...(field ? [field] : []), ...(usertype === holds ? ['usertype'] : [])],
      orderedBy: 'name',
    }),
  })

  if (usertype === STAFF_LIST) {
    return facultyDeptId
      ? unit(`FDEPT#${facultyDeptId}`, 'facultyDeptId', false)
      : cohort(STAFF_LIST, undefined, STAFF_LIST)
  }
  // A group holds only students, so it is in name order even without a usertype filter.
  // A whole type in register-number order reads that order's key; a group or year is small enough to sort.
  const wholeType = usertype && !groupId && !accYearId && !facultyDeptId
  if (wholeType && query.sort === 'registerNo' && NUMBERED_TYPES.includes(usertype)) {
    return {
      by: 'partition',
      key: partitionListKey('gsi4', `REGNO#${usertype}`, {
        satisfies: ['usertype'],
        orderedBy: 'registerNo',
      }),
    }
  }
  if (groupId) return unit(`GROUP#${groupId}`, 'groupId', true)
  if (accYearId) return cohort(`ACCYEAR#${accYearId}`, 'accYearId', 'STUDENT')
  if (facultyDeptId) return unit(`FDEPT#${facultyDeptId}`, 'facultyDeptId', false)
  if (usertype) {
    return {
      by: 'partition',
      key: partitionListKey('gsi1', `USERS#${usertype}`, { satisfies: ['usertype'], orderedBy: 'name' }),
    }
  }
  return { by: 'everyType' }
}

/** Whether a user's type passes a `usertype` filter value, STAFF included. */
export const matchesUserType = (usertype: unknown, wanted: string) =>
  wanted === STAFF_LIST ? LISTED_AS_STAFF.includes(String(usertype)) : String(usertype) === wanted
