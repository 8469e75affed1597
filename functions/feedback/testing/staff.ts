import type { ContactEntry } from '@campus/db'

/** A member of staff as identity's directory holds them: staff reports are read within their departments. */
export const staffContact = (
  userId: string,
  departmentId: string,
  usertype: 'FACULTY' | 'HOD' = 'FACULTY',
): ContactEntry => ({
  userId,
  usertype,
  name: userId,
  departmentIds: [departmentId],
  accountStatus: 'ACTIVE',
})
