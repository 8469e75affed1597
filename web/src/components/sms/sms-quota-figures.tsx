import { Paper, SimpleGrid, Text } from '@mantine/core'
import { Labelled } from '@/components/ui/labelled-value'
import type { SmsQuota } from './sms-quota'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The quota's three figures (legacy-client 3.3): Total is what the administrator set, Available what is left. */
export function SmsQuotaFigures({ quota, testId }: { quota: SmsQuota; testId: string }) {
  const { t } = useStaffTranslation('components')
  const figures: [string, number][] = [
    [t('smsQuota.total'), quota.cAvailable],
    [t('smsQuota.sent'), quota.totalSent],
    [t('smsQuota.available'), quota.cAvailable - quota.totalSent],
  ]
  return (
    <SimpleGrid cols={3} data-testid={testId}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Labelled label={label}>
            <Text fw={700} size="xl">
              {value.toLocaleString('en-IN')}
            </Text>
          </Labelled>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
