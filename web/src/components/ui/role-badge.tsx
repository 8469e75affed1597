import { Badge } from '@mantine/core'
import type { UserType } from '@campus/core'

/** Each user type has its own colour, so people see at a glance whose screen they are on. */
const roleColors: Record<UserType, string> = {
  ADMIN: 'red',
  HOD: 'grape',
  FACULTY: 'blue',
  STUDENT: 'teal',
  CUSTOM: 'orange',
  APPLICANT: 'gray',
}

const roleLabels: Record<UserType, string> = {
  ADMIN: 'Admin',
  HOD: 'HOD',
  FACULTY: 'Faculty',
  STUDENT: 'Student',
  CUSTOM: 'Custom role',
  APPLICANT: 'Applicant',
}

export function RoleBadge({ userType }: { userType: UserType }) {
  return (
    <Badge color={roleColors[userType]} variant="filled" data-user-type={userType}>
      {roleLabels[userType]}
    </Badge>
  )
}
