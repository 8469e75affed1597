import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { useHomeFigures } from '@/features/home/api/home'
import { useNamedFigures } from '@/features/home/api/named-figures'
import { FigureCards } from '@/features/home/components/figure-cards'
import { RoleDetails } from '@/features/home/components/role-details'
import { useCurrentUser } from '@/lib/current-user'
import { LoadError } from '@/components/ui/load-error'

/** The home page: real figures for the caller's role. */
export function Component() {
  const { data: home, error } = useHomeFigures()
  const { data: user } = useCurrentUser()
  const figures = useNamedFigures(home, user)
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {home ? `Welcome, ${home.name}` : 'Welcome'}
      </Title>
      <LoadError title="The home page figures could not be loaded" error={error} />
      {!home && !error && <Skeleton h={120} />}
      {home && (
        <>
          <Text c="dimmed">Here is where things stand today.</Text>
          <FigureCards figures={figures} />
          {user && <RoleDetails home={home} userId={user.id} />}
        </>
      )}
    </Stack>
  )
}
