import { useNavigate, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { FeedbackForm } from '@/features/feedback/components/feedback-form'

/**
 * feedback-form/{feedbackTemplateId}/{referenceId}/{type}: the public feedback form, without the shell and
 * without signing in. Legacy links without the type segment open it too.
 */
export function Component() {
  const { feedbackTemplateId = '', referenceId = '', type } = useParams()
  const [query] = useSearchParams()
  const navigate = useNavigate()
  return (
    <FeedbackForm
      // A new link starts a new form.
      key={`${feedbackTemplateId}/${referenceId}/${type ?? ''}`}
      feedbackTemplateId={feedbackTemplateId}
      referenceId={referenceId}
      type={type}
      query={query}
      onSubmitted={() => void navigate(paths.feedbackSuccess.href(), { replace: true })}
    />
  )
}
