import { Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RoleBadge } from '@/components/ui/role-badge'
import { paths } from '@/config/paths'
import type { CurrentUserRecord } from '@/lib/current-user'

interface Props {
  user: CurrentUserRecord
  /** The college's student login page; students' "My Profile" opens it (spec section 2). */
  studentLoginUrl?: string | undefined
  onSignOut: () => void
}

const departmentOf = (user: CurrentUserRecord) =>
  user.departments.map((department) => department.departmentName).join(', ') || user.departmentName

/** Who is signed in, their role badge, and the profile, password and sign-out items. */
export function UserMenu({ user, studentLoginUrl, onSignOut }: Props) {
  const type = user.usertype
  const department = departmentOf(user)
  const { t } = useTranslation('common')
  return (
    <Menu position="bottom-end" width={280} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Stack gap={0} visibleFrom="md">
              <Text size="sm" fw={600} lineClamp={1}>
                {user.name}
              </Text>
            </Stack>
            <RoleBadge userType={type} />
            <VisuallyHidden>{t('account.menuLabel')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs" data-testid="user-details">
          <Text fw={600}>{user.name}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
          {(type === 'HOD' || type === 'FACULTY' || type === 'CUSTOM') && (
            <Text size="sm">
              {t('account.department', { department: department || t('account.notAssigned') })}
            </Text>
          )}
          {type === 'STUDENT' && (
            <>
              <Text size="sm">
                {[user.degreeName, user.departmentName].filter(Boolean).join(' - ') ||
                  t('account.noDepartment')}
              </Text>
              <Text size="sm">{t('account.registerNo', { registerNo: user.registerNo ?? '—' })}</Text>
              <Text size="sm">{t('account.accYear', { accYear: user.accYear ?? '—' })}</Text>
            </>
          )}
        </Stack>
        <Menu.Divider />
        {type === 'HOD' && (
          <Menu.Item component={Link} to={paths.staffProfile.href(user.id)}>
            {t('account.viewProfile')}
          </Menu.Item>
        )}
        {type === 'FACULTY' && (
          <Menu.Item component={Link} to={paths.staffProfile.href(user.id)}>
            {t('account.facultyProfile')}
          </Menu.Item>
        )}
        {type === 'STUDENT' &&
          (studentLoginUrl ? (
            <Menu.Item component="a" href={studentLoginUrl} target="_blank" rel="noopener noreferrer">
              {t('account.myProfile')}
            </Menu.Item>
          ) : (
            <Menu.Item component={Link} to={paths.studentProfile.href(user.id)}>
              {t('account.myProfile')}
            </Menu.Item>
          ))}
        <Menu.Item component={Link} to={paths.changePassword.href()}>
          {t('account.changePassword')}
        </Menu.Item>
        <Menu.Item color="red" onClick={onSignOut}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
