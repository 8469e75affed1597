import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useSmsQuota } from '../api/sms'

/** The SMS quota (legacy-client 3.3): Total is what the administrator set, Available what is left of it. */
export function QuotaFigures() {
  const quota = useSmsQuota()
  if (quota.error) return <LoadError title="The SMS quota did not load" error={quota.error} />
  if (!quota.data) return <Skeleton h={72} />
  const { cAvailable, totalSent } = quota.data
  const figures: [string, number][] = [
    ['Total', cAvailable],
    ['Sent', totalSent],
    ['Available', cAvailable - totalSent],
  ]
  return (
    <SimpleGrid cols={3} data-testid="sms-quota">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} size="xl">
            {value.toLocaleString('en-IN')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
