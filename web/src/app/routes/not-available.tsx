import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'

/** A section of the portal whose screens are not built yet says so plainly, instead of pretending. */
export function Component() {
  const section = useLocation().pathname.split('/')[1] ?? ''
  return (
    <Stack gap="sm" py="xl" data-testid="not-available">
      <Title order={1} size="h2">
        Not available yet
      </Title>
      <Text>
        The <strong>{section}</strong> part of the portal is not available yet. It will appear in your menu
        when it is ready.
      </Text>
      <Anchor component={Link} to={paths.home.href()}>
        Go to the home page
      </Anchor>
    </Stack>
  )
}
