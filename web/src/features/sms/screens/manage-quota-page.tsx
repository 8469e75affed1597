import { Skeleton } from '@mantine/core'
import { useSmsQuota } from '@/components/sms/sms-quota'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { QuotaForm } from '../components/quota-form'
import { mayManageQuota } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

function Quota() {
  const { t } = useStaffTranslation('sms')
  const quota = useSmsQuota()
  if (quota.error) return <LoadError title={t('quota.loadError')} error={quota.error} />
  if (!quota.data) return <Skeleton h={200} />
  return <QuotaForm key={quota.data.cAvailable} quota={quota.data} />
}

/** manage-sms-quota: how many SMS the college may send, what was sent and what is left (administrator). */
export function Component() {
  const { t } = useStaffTranslation('sms')
  return (
    <GatedPage title={t('quota.title')} allows={mayManageQuota} refusal={t('quota.refusal')}>
      {() => <Quota />}
    </GatedPage>
  )
}
