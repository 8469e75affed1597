import { ANSWER_CODE_PARAM, EVENTS_FORM_TYPE, FORM_TOKEN_PARAM, REGISTER_NUMBER_PARAM } from '@campus/core'
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FailureAlert } from '@/components/form/failure-alert'
import { LanguageSelect } from '@/components/ui/language-select'
import { type ApiError, toApiError } from '@/lib/api-error'
import { type KnownErrors, useErrorText } from '@/lib/i18n/error-text'
import { notify } from '@/lib/notify'
import { submitAnswers, usePublicSurveyName, usePublicTemplate } from '../api/form'
import { submissionIdFor } from '../utils/submission-id'
import { EventDetails } from './event-details'
import { RatedQuestionList } from './rated-question-list'

/** The form type whose reference is a survey (spec section 4). */
const OTHERS_FORM_TYPE = 'OTHERS'

function Closed() {
  const { t } = useTranslation('feedbackForm')
  return (
    <Alert color="yellow" title={t('closed.title')}>
      {t('closed.body')}
    </Alert>
  )
}

/** An event's link without its form token: an old QR code, or a link copied without its end. */
function OutOfDate() {
  const { t } = useTranslation('feedbackForm')
  return (
    <Alert color="yellow" title={t('outOfDate.title')}>
      {t('outOfDate.body')}
    </Alert>
  )
}

function Missing() {
  const { t } = useTranslation('feedbackForm')
  return (
    <Alert color="red" title={t('missing.title')}>
      {t('missing.body')}
    </Alert>
  )
}

/**
 * What the feedback domain refuses an answer for (functions/feedback/answers.service.ts), in the reader's
 * language; the register number is the one the form sent.
 */
const answerErrors = (t: TFunction<'feedbackForm'>, registerNo: string): KnownErrors => ({
  ALREADY_SUBMITTED: () =>
    registerNo ? t('errors.alreadySubmitted', { registerNo }) : t('errors.alreadySubmittedHere'),
  REGISTER_NUMBER_REQUIRED: () => t('errors.registerNumberRequired'),
  ANSWER_CODE_REQUIRED: () => t('errors.answerCodeRequired'),
  ANSWER_CODE_INVALID: () => t('errors.answerCodeInvalid'),
  TOO_MANY_ANSWERS: () => t('errors.tooManyAnswers'),
  FORM_LINK_INVALID: () => t('errors.linkInvalid'),
  FORM_LINK_OUT_OF_DATE: () => t('errors.linkOutOfDate'),
  SUBMISSION_ID_REQUIRED: () => t('errors.reload'),
  ANSWERS_DO_NOT_MATCH: () => t('errors.answersDoNotMatch'),
})

/**
 * The public feedback form (feedback-form/{feedbackTemplateId}/{referenceId}/{type}): every question of the
 * template rated 1 to 5 stars, and, unless the form is about an event, the student's name, register number and
 * personal answer code (docs/adr/0033), filled in from a student's personal link (`?studentRegNo=&code=`).
 * An event's link carries a signed form token (`?form=`), sent with the answers; without it the form says the
 * link is out of date (docs/adr/0011). Opened from a QR code on a phone, so it is one column with large stars
 * and buttons.
 */
export function FeedbackForm({
  feedbackTemplateId,
  referenceId,
  type,
  query,
  onSubmitted,
}: {
  feedbackTemplateId: string
  referenceId: string
  type: string | undefined
  /**
   * The link's query string: an event link's form token, the student's name, register number and answer code,
   * or a legacy link's event details.
   */
  query: URLSearchParams
  onSubmitted: () => void
}) {
  const formToken = query.get(FORM_TOKEN_PARAM)?.trim() || undefined
  // A form token makes it an event's form, whatever the link's type segment says (as on the server).
  const isEvents = type === EVENTS_FORM_TYPE || formToken !== undefined
  const template = usePublicTemplate(feedbackTemplateId)
  // An OTHERS form is about a survey, and is headed with its name.
  const surveyName = usePublicSurveyName(type === OTHERS_FORM_TYPE ? referenceId : null)
  const [ratings, setRatings] = useState<Record<number, number>>({})
  const [studentName, setStudentName] = useState(query.get('studentName') ?? '')
  const [studentRegNo, setStudentRegNo] = useState(query.get(REGISTER_NUMBER_PARAM) ?? '')
  const [regNoError, setRegNoError] = useState<string>()
  const [answerCode, setAnswerCode] = useState(query.get(ANSWER_CODE_PARAM) ?? '')
  const [codeError, setCodeError] = useState<string>()
  const [showUnrated, setShowUnrated] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiError>()
  // The register number the last answers were sent with, which a refusal names.
  const [sentRegNo, setSentRegNo] = useState('')
  const { t } = useTranslation('feedbackForm')
  const errorText = useErrorText()

  const questions = template.data?.questions ?? []
  const closed = template.data?.status === 'CLOSED' || failure?.code === 'FEEDBACK_CLOSED'
  const missing = template.error?.status === 404 || failure?.status === 404

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!template.data) return
    if (questions.some((_, index) => !((ratings[index] ?? 0) > 0))) {
      setShowUnrated(true)
      notify('error', t('incomplete'))
      return
    }
    const regNo = studentRegNo.trim()
    const code = answerCode.trim()
    if (!isEvents && !regNo) setRegNoError(t('enterRegisterNumber'))
    if (!isEvents && !code) setCodeError(t('enterAnswerCode'))
    if (!isEvents && (!regNo || !code)) return
    setFailure(undefined)
    setSentRegNo(isEvents ? '' : regNo)
    setSending(true)
    try {
      await submitAnswers({
        questions: questions.map((question, index) => ({ ...question, answer: ratings[index] ?? 0 })),
        feedbackTemplateId,
        referenceId,
        ...(type ? { type } : {}),
        ...(!isEvents && studentName.trim() ? { studentName: studentName.trim() } : {}),
        ...(!isEvents ? { studentRegNo: regNo, answerCode: code } : {}),
        // Nobody gives a register number on an event's form: this browser's id keeps a resend from counting
        // twice, and the link's token shows the form is the event's current one.
        ...(isEvents ? { submissionId: submissionIdFor(feedbackTemplateId, referenceId), formToken } : {}),
      })
      onSubmitted()
    } catch (error) {
      setFailure(toApiError(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Group justify="flex-end">
        <LanguageSelect />
      </Group>
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {isEvents ? t('eventTitle') : t('title')}
        </Title>
        {surveyName !== undefined && (
          <Text size="lg" fw={700}>
            {surveyName.trim() || t('untitledSurvey')}
          </Text>
        )}
        {!isEvents && template.data && (
          <Text size="lg" fw={500}>
            {template.data.name}
          </Text>
        )}
      </Stack>

      {isEvents && !missing && <EventDetails eventId={referenceId} query={query} />}

      {template.isLoading ? (
        <Skeleton h={320} />
      ) : missing ? (
        <Missing />
      ) : template.error ? (
        <Alert color="red" title={t('loadFailed')}>
          {errorText(template.error)}
        </Alert>
      ) : closed ? (
        <Closed />
      ) : isEvents && !formToken ? (
        <OutOfDate />
      ) : (
        <form onSubmit={(submitted) => void submit(submitted)} noValidate>
          <Stack gap="md">
            {!isEvents && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('studentName')}
                  size="md"
                  autoComplete="name"
                  value={studentName}
                  onChange={(change) => setStudentName(change.currentTarget.value)}
                />
                <TextInput
                  label={t('registerNumber')}
                  size="md"
                  required
                  autoCapitalize="characters"
                  value={studentRegNo}
                  error={regNoError}
                  onChange={(change) => {
                    setStudentRegNo(change.currentTarget.value)
                    setRegNoError(undefined)
                  }}
                />
                <TextInput
                  label={t('answerCode')}
                  description={t('answerCodeHint')}
                  size="md"
                  required
                  autoCapitalize="characters"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  value={answerCode}
                  error={codeError}
                  onChange={(change) => {
                    setAnswerCode(change.currentTarget.value)
                    setCodeError(undefined)
                  }}
                />
              </SimpleGrid>
            )}
            <RatedQuestionList
              questions={questions}
              radioName={(index) => `question-${index}`}
              ratingKey={(_, index) => index}
              ratings={ratings}
              onRate={(index, stars) => setRatings((current) => ({ ...current, [index]: stars }))}
              showUnrated={showUnrated}
            />
            <FailureAlert title={t('notSent')} failure={errorText(failure, answerErrors(t, sentRegNo))} />
            <Button type="submit" size="lg" loading={sending} w={{ base: '100%', sm: 'auto' }}>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
