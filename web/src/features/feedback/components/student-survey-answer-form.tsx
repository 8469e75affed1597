import type { QuestionPattern } from '@campus/core'
import { Button, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FailureAlert } from '@/components/form/failure-alert'
import { type ApiError, toApiError } from '@/lib/api-error'
import { useErrorText } from '@/lib/i18n/error-text'
import { notify } from '@/lib/notify'
import { markSurveyAnswered, refreshStudentSurveys, submitSurveyAnswer } from '../api/student-surveys'
import { RatedQuestionList } from './rated-question-list'

const starsName = (index: number) => `survey-question-${index}`

/** Puts the keyboard on the stars of a question that still needs a rating. */
const focusStars = (index: number) =>
  document.querySelector<HTMLInputElement>(`input[name="${starsName(index)}"]`)?.focus()

/**
 * A survey's questions, each rated 1 to 5 stars. Nothing is sent until every question has a rating; the
 * answers go to the subject or group flow the survey's type selects.
 */
export function StudentSurveyAnswerForm({
  pattern,
  surveyId,
  targetId,
  onAnswered,
}: {
  pattern: QuestionPattern
  surveyId: string
  targetId: string
  onAnswered: () => void
}) {
  const [ratings, setRatings] = useState<Record<string, number>>({})
  const [showUnrated, setShowUnrated] = useState(false)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<ApiError>()
  const { questions } = pattern
  const { t } = useTranslation(['surveys', 'feedbackForm'])
  const errorText = useErrorText()
  // What the feedback domain refuses an answer for (functions/feedback/survey-answers.service.ts).
  const answerErrors = {
    SURVEY_CLOSED: () => t('ineligible.CLOSED.message'),
    NOT_IN_GROUP: () => t('ineligible.NOT_IN_GROUP.message'),
    ALREADY_SUBMITTED: () => t('ineligible.ALREADY_ANSWERED.message'),
    ANSWERS_DO_NOT_MATCH: () => t('answersDoNotMatch'),
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const unrated = questions.findIndex((question) => !((ratings[question.id] ?? 0) > 0))
    if (unrated >= 0) {
      setShowUnrated(true)
      notify('error', t('feedbackForm:incomplete'))
      focusStars(unrated)
      return
    }
    setFailure(undefined)
    setSending(true)
    try {
      await submitSurveyAnswer(pattern.type, {
        surveyId,
        targetId,
        questions: questions.map((question) => ({ id: question.id, answer: ratings[question.id] ?? 0 })),
      })
      // Sent once: the button stays off while the list loads, so a second press cannot send it again.
      setSent(true)
      notify('success', t('thanks'))
      void markSurveyAnswered(surveyId, targetId)
      onAnswered()
    } catch (error) {
      const apiError = toApiError(error)
      setFailure(apiError)
      // Answered elsewhere or closed meanwhile (409): the list should say so when the student goes back.
      if (apiError.status === 409) void refreshStudentSurveys()
    } finally {
      setSending(false)
    }
  }

  if (questions.length === 0) return <Text>{t('noQuestions')}</Text>

  return (
    <form onSubmit={(submitted) => void submit(submitted)} noValidate>
      <Stack gap="md">
        <RatedQuestionList
          questions={questions}
          radioName={starsName}
          ratingKey={(question) => question.id}
          ratings={ratings}
          onRate={(questionId, stars) => setRatings((current) => ({ ...current, [questionId]: stars }))}
          showUnrated={showUnrated}
        />
        <FailureAlert title={t('notSent')} failure={errorText(failure, answerErrors)} />
        <Button
          type="submit"
          size="lg"
          loading={sending}
          disabled={sent}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  )
}
