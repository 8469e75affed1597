import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { paths } from '@/config/paths'

/** A screen that failed to render says so and offers a way on, instead of a blank page. */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <Stack gap="sm" p="xl" maw={720} mx="auto" role="alert">
      <Title order={1} size="h2">
        Something went wrong on this page
      </Title>
      <Text>
        Reload the page to try again. If it keeps happening, tell the college office what you were doing.
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      <Group>
        <Button onClick={() => location.reload()}>Reload</Button>
        <Anchor component={Link} to={paths.home.href()}>
          Go to the home page
        </Anchor>
      </Group>
    </Stack>
  )
}
