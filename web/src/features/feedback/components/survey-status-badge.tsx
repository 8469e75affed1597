import { surveyIsOpen, type SurveyStatus } from '@campus/core'
import { OnOffBadge } from '@/components/ui/status-badge'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Whether a survey takes answers now: OPEN and before its closing date. */
export function SurveyStatusBadge({ survey }: { survey: { status: SurveyStatus; closesOn: number } }) {
  const { t } = useStaffTranslation('feedback')
  const open = surveyIsOpen(survey)
  return <OnOffBadge on={open}>{open ? t('status.open') : t('status.closed')}</OnOffBadge>
}
