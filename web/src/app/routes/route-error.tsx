import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { paths } from '@/config/paths'

/** A screen that failed to render says so and offers a way on, instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation('common')
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <Stack gap="sm" p="xl" maw={720} mx="auto" role="alert">
      <Title order={1} size="h2">
        {t('pages.error.title')}
      </Title>
      <Text>{t('pages.error.text')}</Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      <Group>
        <Button onClick={() => location.reload()}>{t('pages.error.reload')}</Button>
        <Anchor component={Link} to={paths.home.href()}>
          {t('pages.home')}
        </Anchor>
      </Group>
    </Stack>
  )
}
