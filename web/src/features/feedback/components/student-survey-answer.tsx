import { type IneligibleReason, SURVEY_TYPE_LABELS, type SurveyEligibility } from '@campus/core'
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useQuestionPattern, useStudentSurveys, useSurveyEligibility } from '../api/student-surveys'
import { subjectLine } from '../utils/student-surveys'
import { studentSurveyName } from './student-survey-card'
import { StudentSurveyAnswerForm } from './student-survey-answer-form'

const INELIGIBLE_TITLES: Record<IneligibleReason, string> = {
  ALREADY_ANSWERED: 'You have already answered this survey',
  CLOSED: 'This survey is closed',
  NOT_IN_GROUP: 'This survey is not for your class',
}

function BackToSurveys() {
  return (
    <Button
      component={Link}
      to={paths.feedbackMySurveys.href()}
      variant="default"
      style={{ alignSelf: 'flex-start' }}
    >
      Back to my surveys
    </Button>
  )
}

/** Why the student cannot answer, in the server's words, with the way back to their list. */
function NotEligible({ eligibility }: { eligibility: SurveyEligibility }) {
  return (
    <>
      <Alert color="yellow" title={eligibility.reason ? INELIGIBLE_TITLES[eligibility.reason] : undefined}>
        {eligibility.message ?? 'You cannot answer this survey.'}
      </Alert>
      <BackToSurveys />
    </>
  )
}

/**
 * A student answering one survey target. The server first says whether they may (their class, not yet
 * answered, still open); only then are the questions read. The subject and staff come from the student's
 * list.
 */
export function StudentSurveyAnswer({
  surveyId,
  targetId,
  onAnswered,
}: {
  surveyId: string
  targetId: string
  onAnswered: () => void
}) {
  const eligibility = useSurveyEligibility(surveyId, targetId)
  const eligible = eligibility.data?.eligible === true
  const pattern = useQuestionPattern(eligible ? surveyId : null)
  const listed = useStudentSurveys().data?.find(
    (survey) => survey.surveyId === surveyId && survey.targetId === targetId,
  )
  const name = pattern.data?.name ?? listed?.name
  const type = pattern.data?.type ?? listed?.type
  const subject = listed && subjectLine(listed)
  const error = eligibility.error ?? pattern.error

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name === undefined ? 'Survey' : studentSurveyName({ name })}
        </Title>
        {type && (
          <Text size="sm" c="dimmed">
            {SURVEY_TYPE_LABELS[type]}
          </Text>
        )}
        {subject && <Text fw={500}>{subject}</Text>}
        {listed && <Text>{listed.groupName}</Text>}
      </Stack>
      {error ? (
        <>
          <LoadError title="This survey did not load" error={error} />
          <BackToSurveys />
        </>
      ) : !eligibility.data ? (
        <Skeleton h={320} />
      ) : !eligible ? (
        <NotEligible eligibility={eligibility.data} />
      ) : !pattern.data ? (
        <Skeleton h={320} />
      ) : (
        <StudentSurveyAnswerForm
          pattern={pattern.data}
          surveyId={surveyId}
          targetId={targetId}
          onAnswered={onAnswered}
        />
      )}
    </Stack>
  )
}
