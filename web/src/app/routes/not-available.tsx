import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'

/** A section of the portal whose screens are not built yet says so plainly, instead of pretending. */
export function Component() {
  const { t } = useTranslation('common')
  const section = useLocation().pathname.split('/')[1] ?? ''
  return (
    <Stack gap="sm" py="xl" data-testid="not-available">
      <Title order={1} size="h2">
        {t('pages.notAvailable.title')}
      </Title>
      <Text>
        <Trans
          t={t}
          i18nKey="pages.notAvailable.text"
          values={{ section }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Anchor component={Link} to={paths.home.href()}>
        {t('pages.home')}
      </Anchor>
    </Stack>
  )
}
