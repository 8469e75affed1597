import { SectionMenu } from '@/components/ui/section-menu'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/lib/current-user'
import { mayManageFeedback } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

// Labels are keys of the feedback namespace, read when the menu renders.
const LINKS = [
  {
    label: 'nav.questions' as const,
    to: paths.feedbackQuestions.href(),
    within: [paths.feedbackQuestions.pattern],
  },
  {
    label: 'nav.templates' as const,
    to: paths.feedbackTemplates.href(),
    within: [paths.feedbackTemplates.pattern, paths.feedbackCreate.pattern],
  },
  {
    label: 'nav.surveys' as const,
    to: paths.feedbackSurveys.href(),
    within: [paths.feedbackSurveys.pattern],
    managersOnly: true,
  },
  {
    label: 'nav.staffReport' as const,
    to: paths.feedbackStaffReport.href(),
    within: [paths.feedbackStaffReport.pattern],
  },
]

/** The feedback section's own menu: the question bank and the templates (creating one counts as the latter). */
export function FeedbackNav() {
  const { t } = useStaffTranslation('feedback')
  const { data: user } = useCurrentUser()
  // Surveys are managed by the administrator and HODs only; other staff are not offered the link.
  const links = LINKS.filter((link) => !('managersOnly' in link) || (user && mayManageFeedback(user))).map(
    (link) => ({ ...link, label: t(link.label) }),
  )
  return <SectionMenu label={t('nav.label')} links={links} data-print-hide />
}
