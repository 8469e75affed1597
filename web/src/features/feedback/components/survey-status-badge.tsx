import { surveyIsOpen, type SurveyStatus } from '@campus/core'
import { Badge } from '@mantine/core'

/**
 * Whether a survey takes answers now: OPEN and before its closing date. Filled AA shades, as the template
 * list's badges.
 */
export function SurveyStatusBadge({ survey }: { survey: { status: SurveyStatus; closesOn: number } }) {
  const open = surveyIsOpen(survey)
  return (
    <Badge color={open ? 'teal.9' : 'gray.7'} variant="filled">
      {open ? 'Open' : 'Closed'}
    </Badge>
  )
}
