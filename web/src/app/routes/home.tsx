import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { useHomeFigures } from '@/features/home/api/home'
import { useNamedFigures } from '@/features/home/api/named-figures'
import { FigureCards } from '@/features/home/components/figure-cards'
import { RoleDetails } from '@/features/home/components/role-details'
import { useCurrentUser } from '@/lib/current-user'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The home page: real figures for the caller's role. */
export function Component() {
  const { t } = useStaffTranslation('home')
  const { data: home, error } = useHomeFigures()
  const { data: user } = useCurrentUser()
  const figures = useNamedFigures(home, user)
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {home ? t('page.welcomeName', { name: home.name }) : t('page.welcome')}
      </Title>
      <LoadError title={t('page.loadError')} error={error} />
      {!home && !error && <Skeleton h={120} />}
      {home && (
        <>
          <Text c="dimmed">{t('page.intro')}</Text>
          <FigureCards figures={figures} />
          {user && <RoleDetails home={home} userId={user.id} />}
        </>
      )}
    </Stack>
  )
}
