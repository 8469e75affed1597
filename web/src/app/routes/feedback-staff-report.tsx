import { Skeleton, Text } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { useSearchParams } from 'react-router'
import { StaffReport } from '@/features/feedback/components/staff-report'
import { StaffReportPicker } from '@/features/feedback/components/staff-report-picker'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useCurrentUser } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * feedBack/staffReport: survey results about one staff member. Faculty read their own; administrators and
 * HODs choose whose, kept in the link (`?staffId=`) so it can be shared and survives going back. The feedBack
 * layout around it admits staff only.
 */
export function Component() {
  const { t } = useStaffTranslation('app')
  const { data: user } = useCurrentUser()
  const [query, setQuery] = useSearchParams()
  if (!user) return <Skeleton h={300} />
  const choosesStaff = mayManageFeedback(user)
  const staffId = choosesStaff ? (query.get('staffId') ?? undefined) : user.id
  return (
    <TitledPage title={choosesStaff ? t('staffReport.title') : t('staffReport.ownTitle')}>
      {choosesStaff && (
        <StaffReportPicker
          value={staffId}
          onChange={(chosen) => setQuery(chosen ? { staffId: chosen } : {})}
        />
      )}
      {staffId ? (
        <StaffReport key={staffId} staffId={staffId} />
      ) : (
        <Text>{t('staffReport.chooseStaff')}</Text>
      )}
    </TitledPage>
  )
}
