import type { StudentSurvey } from '@campus/core'
import { Badge, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useStudentSurveys } from '../api/student-surveys'
import { splitStudentSurveys, subjectLine } from '../utils/student-surveys'
import { StudentSurveyCard, studentSurveyName } from './student-survey-card'

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
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {surveys.map((survey) => (
            <StudentSurveyCard
              key={`${survey.surveyId}/${survey.targetId}`}
              survey={survey}
              action={action(survey)}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
    </Stack>
  )
}

/** Each Answer button names what it opens: "Answer Semester feedback, CS101 Data Structures · Priya". */
const answerLabel = (survey: StudentSurvey) =>
  [`Answer ${studentSurveyName(survey)}`, subjectLine(survey)].filter(Boolean).join(', ')

function AnswerButton({ survey }: { survey: StudentSurvey }) {
  return (
    <Button
      component={Link}
      to={paths.feedbackSurveyAnswer.href(survey.surveyId, survey.targetId)}
      aria-label={answerLabel(survey)}
      w={{ base: '100%', xs: 'auto' }}
    >
      Answer
    </Button>
  )
}

/** Filled AA shades: light badges in these colours fail contrast. */
function OutcomeBadge({ survey }: { survey: StudentSurvey }) {
  return survey.answered ? (
    <Badge color="teal.9" variant="filled">
      Answered
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      Closed
    </Badge>
  )
}

/** A student's surveys: those open and waiting for their answer first, then those answered or closed. */
export function StudentSurveyList() {
  const surveys = useStudentSurveys()
  const { toAnswer, doneOrClosed } = splitStudentSurveys(surveys.data ?? [])

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        My surveys
      </Title>
      <LoadError title="Your surveys did not load" error={surveys.error} />
      {!surveys.data && !surveys.error && <Skeleton h={200} />}
      {surveys.data?.length === 0 && <Text>No surveys have been put to your class yet.</Text>}
      {Boolean(surveys.data?.length) && (
        <>
          <SurveySection
            title="To answer"
            empty="Nothing to answer right now."
            surveys={toAnswer}
            action={(survey) => <AnswerButton survey={survey} />}
          />
          <SurveySection
            title="Done or closed"
            empty="None yet."
            surveys={doneOrClosed}
            action={(survey) => <OutcomeBadge survey={survey} />}
          />
        </>
      )}
    </Stack>
  )
}
