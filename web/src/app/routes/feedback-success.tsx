import { FeedbackSuccess } from '@/features/feedback/components/feedback-success'

/** feedBack/feedbackSucess: shown after the public form is sent; no sign-in needed. */
export function Component() {
  return <FeedbackSuccess />
}
