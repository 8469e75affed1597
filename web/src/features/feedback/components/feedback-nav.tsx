import { SectionMenu } from '@/components/ui/section-menu'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/lib/current-user'
import { mayManageFeedback } from '../utils/access'

const LINKS = [
  { label: 'Questions', to: paths.feedbackQuestions.href(), within: [paths.feedbackQuestions.pattern] },
  {
    label: 'Feedback Template',
    to: paths.feedbackTemplates.href(),
    within: [paths.feedbackTemplates.pattern, paths.feedbackCreate.pattern],
  },
  {
    label: 'Surveys',
    to: paths.feedbackSurveys.href(),
    within: [paths.feedbackSurveys.pattern],
    managersOnly: true,
  },
  {
    label: 'Staff report',
    to: paths.feedbackStaffReport.href(),
    within: [paths.feedbackStaffReport.pattern],
  },
]

/** The feedback section's own menu: the question bank and the templates (creating one counts as the latter). */
export function FeedbackNav() {
  const { data: user } = useCurrentUser()
  // Surveys are managed by the administrator and HODs only; other staff are not offered the link.
  const links = LINKS.filter((link) => !('managersOnly' in link) || (user && mayManageFeedback(user)))
  return <SectionMenu label="Feedback" links={links} data-print-hide />
}
