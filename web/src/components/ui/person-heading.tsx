import { Group, Text, Title } from '@mantine/core'
import type { AccountStatus, UserType } from '@campus/core'
import { RoleBadge } from './role-badge'
import { useTranslation } from 'react-i18next'

/** A profile's heading: the person's name, their role badge, and a warning when the account is disabled. */
export function PersonHeading(props: {
  name: string
  userType: UserType
  accountStatus?: AccountStatus | undefined
}) {
  const { t } = useTranslation('common')
  return (
    <Group gap="sm">
      <Title order={1} size="h2">
        {props.name}
      </Title>
      <RoleBadge userType={props.userType} />
      {props.accountStatus === 'DISABLE' && <Text c="red">{t('ui.disabled')}</Text>}
    </Group>
  )
}
