import { Alert, Skeleton, Stack } from '@mantine/core'
import { Outlet } from 'react-router'
import { TitledPage } from '@/components/ui/titled-page'
import { useCurrentUser } from '@/lib/current-user'
import { SectionNav } from '../components/section-nav'
import { readsNaac } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** /naac: the section's menu above its screens, for staff; students never reach NAAC. */
export function Component() {
  const { t } = useStaffTranslation('naac')
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  if (!readsNaac(user))
    return (
      <TitledPage title={t('section.title')}>
        <Alert color="yellow">{t('section.staffOnly')}</Alert>
      </TitledPage>
    )
  return (
    <Stack>
      <SectionNav user={user} />
      <Outlet />
    </Stack>
  )
}
