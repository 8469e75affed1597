import { EVENTS_FORM_TYPE, FEEDBACK_INCOMPLETE_MESSAGE, FORM_TOKEN_PARAM } from '@campus/core'
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { type ApiError, toApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { submitAnswers, usePublicSurveyName, usePublicTemplate } from '../api/form'
import { submissionIdFor } from '../utils/submission-id'
import { EventDetails } from './event-details'
import { RatedQuestionList } from './rated-question-list'

/** The form type whose reference is a survey (spec section 4). */
const OTHERS_FORM_TYPE = 'OTHERS'
const CLOSED_MESSAGE = 'This feedback form is closed'
const MISSING_MESSAGE = 'This feedback form does not exist'

function Closed() {
  return (
    <Alert color="yellow" title={CLOSED_MESSAGE}>
      It no longer takes answers. Thank you for your interest.
    </Alert>
  )
}

/** An event's link without its form token: an old QR code, or a link copied without its end. */
function OutOfDate() {
  return (
    <Alert color="yellow" title="This feedback link is out of date">
      Scan the event&apos;s current QR code, or ask the organiser for its link, to give your feedback.
    </Alert>
  )
}

function Missing() {
  return (
    <Alert color="red" title={MISSING_MESSAGE}>
      Check the link or the QR code you followed, or ask whoever shared it for a new one.
    </Alert>
  )
}

/**
 * The public feedback form (feedback-form/{feedbackTemplateId}/{referenceId}/{type}): every question of the
 * template rated 1 to 5 stars, and, unless the form is about an event, the student's name and register number.
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
   * The link's query string: an event link's form token, the student's name and register number, or a legacy
   * link's event details.
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
  const [studentRegNo, setStudentRegNo] = useState(query.get('studentRegNo') ?? '')
  const [regNoError, setRegNoError] = useState<string>()
  const [showUnrated, setShowUnrated] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiError>()

  const questions = template.data?.questions ?? []
  const closed = template.data?.status === 'CLOSED' || failure?.code === 'FEEDBACK_CLOSED'
  const missing = template.error?.status === 404 || failure?.status === 404

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!template.data) return
    if (questions.some((_, index) => !((ratings[index] ?? 0) > 0))) {
      setShowUnrated(true)
      notify('error', FEEDBACK_INCOMPLETE_MESSAGE)
      return
    }
    const regNo = studentRegNo.trim()
    if (!isEvents && !regNo) return setRegNoError('Enter your register number')
    setFailure(undefined)
    setSending(true)
    try {
      await submitAnswers({
        questions: questions.map((question, index) => ({ ...question, answer: ratings[index] ?? 0 })),
        feedbackTemplateId,
        referenceId,
        ...(type ? { type } : {}),
        ...(!isEvents && studentName.trim() ? { studentName: studentName.trim() } : {}),
        ...(!isEvents ? { studentRegNo: regNo } : {}),
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
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {isEvents ? 'EVENT FEEDBACK FORM' : 'FEEDBACK FORM'}
        </Title>
        {surveyName && (
          <Text size="lg" fw={700}>
            {surveyName}
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
        <Alert color="red" title="The feedback form did not load">
          {template.error.message}
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
                  label="Student Name"
                  size="md"
                  autoComplete="name"
                  value={studentName}
                  onChange={(change) => setStudentName(change.currentTarget.value)}
                />
                <TextInput
                  label="Register Number"
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
            <FailureAlert title="Your feedback was not sent" failure={failure?.message} />
            <Button type="submit" size="lg" loading={sending} w={{ base: '100%', sm: 'auto' }}>
              Submit
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
