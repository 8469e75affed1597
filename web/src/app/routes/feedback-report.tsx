import { useParams, useSearchParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { FeedbackReport } from '@/features/feedback/components/feedback-report'
import { mayManageFeedback } from '@/features/feedback/utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * feedBack/report/{referenceId}: the report of an event, a subject or a survey (also reached by the legacy
 * feedbackReport/{referenceId}). `name` names it when the answers do not; `feedbackTemplateId` picks the
 * template when the reference was answered through several.
 */
export function Component() {
  const { t } = useStaffTranslation('app')
  const { referenceId = '' } = useParams()
  const [query] = useSearchParams()
  return (
    <AccessGate
      title={t('feedbackReport.title')}
      allows={mayManageFeedback}
      refusal={t('feedbackReport.refusal')}
    >
      {() => (
        <FeedbackReport
          key={referenceId}
          referenceId={referenceId}
          feedbackTemplateId={query.get('feedbackTemplateId') ?? undefined}
          fallbackName={query.get('name') ?? undefined}
        />
      )}
    </AccessGate>
  )
}
