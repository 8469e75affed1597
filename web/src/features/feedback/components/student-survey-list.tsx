import type { StudentSurvey } from '@campus/core'
import { Badge, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { CardList } from '@/components/ui/card-list'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useErrorText } from '@/lib/i18n/error-text'
import { useStudentSurveys } from '../api/student-surveys'
import { splitStudentSurveys, subjectLine } from '../utils/student-surveys'
import { PersonalAnswerCode } from './personal-answer-code'
import { StudentSurveyCard, useStudentSurveyName } from './student-survey-card'

/** A heading and its list of survey cards, or a line saying there are none. */
function SurveySection({
  title,
  empty,
  surveys,
  action,
}: {
  title: string
  empty: string
  surveys: StudentSurvey[]
  action: (survey: StudentSurvey) => ReactNode
}) {
  const headingId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {surveys.length ? (
        <CardList>
          {surveys.map((survey) => (
            <StudentSurveyCard
              key={`${survey.surveyId}/${survey.targetId}`}
              survey={survey}
              action={action(survey)}
            />
          ))}
        </CardList>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
    </Stack>
  )
}

/** Each Answer button names what it opens: "Answer Semester feedback, CS101 Data Structures · Priya". */
function AnswerButton({ survey }: { survey: StudentSurvey }) {
  const { t } = useTranslation('surveys')
  const studentSurveyName = useStudentSurveyName()
  const name = studentSurveyName(survey)
  const subject = subjectLine(survey)
  return (
    <Button
      component={Link}
      to={paths.feedbackSurveyAnswer.href(survey.surveyId, survey.targetId)}
      aria-label={subject ? t('answerLabelWithSubject', { name, subject }) : t('answerLabel', { name })}
      w={{ base: '100%', xs: 'auto' }}
    >
      {t('answer')}
    </Button>
  )
}

/** Filled AA shades: light badges in these colours fail contrast. */
function OutcomeBadge({ survey }: { survey: StudentSurvey }) {
  const { t } = useTranslation('surveys')
  return survey.answered ? (
    <Badge color="teal.9" variant="filled">
      {t('answered')}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      {t('closed')}
    </Badge>
  )
}

/** A student's surveys: those open and waiting for their answer first, then those answered or closed. */
export function StudentSurveyList() {
  const surveys = useStudentSurveys()
  const { toAnswer, doneOrClosed } = splitStudentSurveys(surveys.data ?? [])
  const { t } = useTranslation('surveys')
  const errorText = useErrorText()

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('myTitle')}
      </Title>
      <LoadError title={t('loadFailed')} error={surveys.error} message={errorText(surveys.error)} />
      {!surveys.data && !surveys.error && <Skeleton h={200} />}
      {surveys.data?.length === 0 && <Text>{t('noneForClass')}</Text>}
      {Boolean(surveys.data?.length) && (
        <>
          <SurveySection
            title={t('toAnswer')}
            empty={t('nothingToAnswer')}
            surveys={toAnswer}
            action={(survey) => (
              <Stack gap="xs" align="flex-end">
                <AnswerButton survey={survey} />
                <PersonalAnswerCode survey={survey} />
              </Stack>
            )}
          />
          <SurveySection
            title={t('doneOrClosed')}
            empty={t('noneYet')}
            surveys={doneOrClosed}
            action={(survey) => <OutcomeBadge survey={survey} />}
          />
        </>
      )}
    </Stack>
  )
}
