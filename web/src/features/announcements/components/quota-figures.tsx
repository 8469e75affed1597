import { Skeleton } from '@mantine/core'
import { useSmsQuota } from '@/components/sms/sms-quota'
import { SmsQuotaFigures } from '@/components/sms/sms-quota-figures'
import { LoadError } from '@/components/ui/load-error'

/** The SMS quota (legacy-client 3.3), once it has loaded. */
export function QuotaFigures() {
  const quota = useSmsQuota()
  if (quota.error) return <LoadError title="The SMS quota did not load" error={quota.error} />
  if (!quota.data) return <Skeleton h={72} />
  return <SmsQuotaFigures quota={quota.data} testId="sms-quota" />
}
