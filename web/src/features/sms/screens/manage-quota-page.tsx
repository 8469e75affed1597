import { Skeleton } from '@mantine/core'
import { useSmsQuota } from '@/components/sms/sms-quota'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { QuotaForm } from '../components/quota-form'
import { mayManageQuota } from '../utils/access'

function Quota() {
  const quota = useSmsQuota()
  if (quota.error) return <LoadError title="The SMS quota did not load" error={quota.error} />
  if (!quota.data) return <Skeleton h={200} />
  return <QuotaForm key={quota.data.cAvailable} quota={quota.data} />
}

/** manage-sms-quota: how many SMS the college may send, what was sent and what is left (administrator). */
export function Component() {
  return (
    <GatedPage
      title="Manage SMS Quota"
      allows={mayManageQuota}
      refusal="The SMS quota is set by the administrator."
    >
      {() => <Quota />}
    </GatedPage>
  )
}
