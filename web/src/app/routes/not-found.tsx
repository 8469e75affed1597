import { Anchor, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function Component() {
  const { t } = useTranslation('common')
  return (
    <Stack gap="sm" py="xl">
      <Title order={1} size="h2">
        {t('pages.notFound.title')}
      </Title>
      <Text>{t('pages.notFound.text')}</Text>
      <Anchor component={Link} to={paths.home.href()}>
        {t('pages.home')}
      </Anchor>
    </Stack>
  )
}
