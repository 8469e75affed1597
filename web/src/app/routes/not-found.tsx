import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Anchor component={Link} to={paths.home.href()}>
        Go to the home page
      </Anchor>
    </Stack>
  )
}
