import type { SurveyEligibility } from '@campus/core'
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useErrorText } from '@/lib/i18n/error-text'
import { useQuestionPattern, useStudentSurveys, useSurveyEligibility } from '../api/student-surveys'
import { subjectLine } from '../utils/student-surveys'
import { useStudentSurveyName } from './student-survey-card'
import { StudentSurveyAnswerForm } from './student-survey-answer-form'

function BackToSurveys() {
  const { t } = useTranslation('surveys')
  return (
    <Button
      component={Link}
      to={paths.feedbackMySurveys.href()}
      variant="default"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('backToList')}
    </Button>
  )
}

/** Why the student cannot answer, by the server's reason, with the way back to their list. */
function NotEligible({ eligibility }: { eligibility: SurveyEligibility }) {
  const { t } = useTranslation('surveys')
  const { reason } = eligibility
  return (
    <>
      <Alert color="yellow" title={reason ? t(`ineligible.${reason}.title`) : undefined}>
        {reason ? t(`ineligible.${reason}.message`) : (eligibility.message ?? t('cannotAnswer'))}
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
  const { t } = useTranslation('surveys')
  const errorText = useErrorText()
  const studentSurveyName = useStudentSurveyName()

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name === undefined ? t('surveyTitle') : studentSurveyName({ name })}
        </Title>
        {type && (
          <Text size="sm" c="dimmed">
            {t(`types.${type}`)}
          </Text>
        )}
        {subject && <Text fw={500}>{subject}</Text>}
        {listed && <Text>{listed.groupName}</Text>}
      </Stack>
      {error ? (
        <>
          <LoadError title={t('surveyLoadFailed')} error={error} message={errorText(error)} />
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
