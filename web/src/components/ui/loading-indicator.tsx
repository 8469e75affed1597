import { Group, Loader, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useIsLoading } from '@/lib/loading'

/** Shown while any HTTP request is in flight, hidden when the last one finishes. */
export function LoadingIndicator() {
  const loading = useIsLoading()
  const { t } = useTranslation('common')
  return (
    <Group gap={6} role="status" aria-live="polite" data-testid="loading-indicator" data-loading={loading}>
      {loading && (
        <>
          <Loader size="xs" />
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('header.loading')}
          </Text>
        </>
      )}
    </Group>
  )
}
