import { surveyIsOpen, type SurveyStatus } from '@campus/core'
import { OnOffBadge } from '@/components/ui/status-badge'

/** Whether a survey takes answers now: OPEN and before its closing date. */
export function SurveyStatusBadge({ survey }: { survey: { status: SurveyStatus; closesOn: number } }) {
  const open = surveyIsOpen(survey)
  return <OnOffBadge on={open}>{open ? 'Open' : 'Closed'}</OnOffBadge>
}
