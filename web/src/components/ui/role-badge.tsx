import { Badge } from '@mantine/core'
import type { UserType } from '@campus/core'
import { useTranslation } from 'react-i18next'

/**
 * Each user type has its own colour, so people see at a glance whose screen they are on. The shades keep the
 * label at WCAG AA contrast; `autoContrast` gives the light orange dark text. The badge is never narrower than
 * its label, so a crowded table cannot cut it.
 */
const roleColors: Record<UserType, string> = {
  ADMIN: 'red.8',
  HOD: 'grape.8',
  FACULTY: 'blue.8',
  STUDENT: 'teal.9',
  CUSTOM: 'orange.5',
  APPLICANT: 'gray.7',
}

/** The role's name, in the reader's language (common.roles). */
export function RoleBadge({ userType }: { userType: UserType }) {
  const { t } = useTranslation('common')
  return (
    <Badge
      color={roleColors[userType]}
      variant="filled"
      autoContrast
      miw="max-content"
      data-user-type={userType}
    >
      {t(`roles.${userType}`)}
    </Badge>
  )
}
