import { badRequest, headedDepartmentsOfUser, type HeadshipRecord } from '@campus/core'

/** What headship is decided from: a user's type, the departments they belong to and those they head. */
type Placed = HeadshipRecord

export const headedDepartmentsOf = headedDepartmentsOfUser

const unique = (ids: readonly string[]) => [...new Set(ids)]

/**
 * The departments a user heads after a change. The administrator may say so outright (`headedDepartmentIds`).
 * The legacy client instead assigns an HOD by adding the department to `departmentid` with `usertype: 'HOD'`,
 * and removes one by taking the department out: so departments gained as an HOD are headed, departments left
 * are no longer headed, and someone who is not an HOD heads nothing. Heading one department never makes
 * someone head of the others they belong to; an HOD whose headed departments are all taken away heads none.
 */
export function headshipAfter(before: Placed | undefined, after: Placed, explicit?: readonly string[]) {
  if (after.usertype !== 'HOD') {
    if (explicit?.length)
      throw badRequest('HEADSHIP_NOT_HOD', 'Only an HOD heads departments: make them HOD as well.', [
        { path: 'headedDepartmentIds', message: 'Only for HOD users' },
      ])
    return []
  }
  if (explicit !== undefined) {
    const outside = explicit.filter((id) => !after.departmentid.includes(id))
    if (outside.length)
      throw badRequest(
        'HEADSHIP_OUTSIDE_DEPARTMENTS',
        'An HOD heads only departments they belong to: add them to the department first.',
        [{ path: 'headedDepartmentIds', message: `Not in departmentid: ${outside.join(', ')}` }],
      )
    return unique(explicit)
  }
  if (!before) return unique(after.departmentid)
  const kept = headedDepartmentsOf(before).filter((id) => after.departmentid.includes(id))
  const gained = after.departmentid.filter((id) => !before.departmentid.includes(id))
  const headed = unique([...kept, ...gained])
  if (headed.length) return headed
  // Removing an HOD's departments (legacy 5.8: drop the department id) leaves them heading none, never the
  // department they still belong to as staff.
  if (!after.departmentid.length || headedDepartmentsOf(before).length) return []
  if (after.departmentid.length === 1) return [...after.departmentid]
  throw badRequest(
    'HEADSHIP_UNCLEAR',
    'Say which of their departments this HOD heads (headedDepartmentIds).',
    [{ path: 'headedDepartmentIds', message: 'Required when an HOD belongs to several departments' }],
  )
}
