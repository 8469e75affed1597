import { Skeleton } from '@mantine/core'
import { useSmsQuota } from '@/components/sms/sms-quota'
import { SmsQuotaFigures } from '@/components/sms/sms-quota-figures'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The SMS quota (legacy-client 3.3), once it has loaded. */
export function QuotaFigures() {
  const { t } = useStaffTranslation('announcementsStaff')
  const quota = useSmsQuota()
  if (quota.error) return <LoadError title={t('quota.loadError')} error={quota.error} />
  if (!quota.data) return <Skeleton h={72} />
  return <SmsQuotaFigures quota={quota.data} testId="sms-quota" />
}
