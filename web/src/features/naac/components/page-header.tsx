import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The head of a NAAC screen: Back, the template's title as the page heading with its description, and the
 * screen's actions, which wrap below the heading on a phone.
 */
export function PageHeader({
  title,
  description,
  back,
  details,
  actions,
}: {
  title: ReactNode
  description?: string | undefined
  /** Where Back goes. */
  back: string
  /** A line under the heading (criterion, department). */
  details?: ReactNode
  actions?: ReactNode
}) {
  const { t } = useStaffTranslation('naac')
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Button component={Link} to={back} variant="default" size="sm">
          {t('pageHeader.back')}
        </Button>
        {actions && (
          <Group gap="xs" justify="flex-end">
            {actions}
          </Group>
        )}
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {details && (
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      )}
      {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
    </Stack>
  )
}
