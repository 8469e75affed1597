import { Badge } from '@mantine/core'
import type { UserType } from '@campus/core'

/**
 * Each user type has its own colour, so people see at a glance whose screen they are on. The shades keep the
 * label at WCAG AA contrast; `autoContrast` gives the light orange dark text.
 */
const roleColors: Record<UserType, string> = {
  ADMIN: 'red.8',
  HOD: 'grape.8',
  FACULTY: 'blue.8',
  STUDENT: 'teal.9',
  CUSTOM: 'orange.5',
  APPLICANT: 'gray.7',
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
    <Badge color={roleColors[userType]} variant="filled" autoContrast data-user-type={userType}>
      {roleLabels[userType]}
    </Badge>
  )
}
