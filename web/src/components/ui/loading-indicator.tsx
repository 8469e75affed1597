import { Group, Loader, Text } from '@mantine/core'
import { useIsLoading } from '@/lib/loading'

/** Shown while any HTTP request is in flight, hidden when the last one finishes. */
export function LoadingIndicator() {
  const loading = useIsLoading()
  return (
    <Group gap={6} role="status" aria-live="polite" data-testid="loading-indicator" data-loading={loading}>
      {loading && (
        <>
          <Loader size="xs" />
          <Text size="sm" c="dimmed" visibleFrom="sm">
            Loading…
          </Text>
        </>
      )}
    </Group>
  )
}
