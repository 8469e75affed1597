import { SURVEY_TYPE_LABELS, type SurveyDetail } from '@campus/core'
import { Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { paths } from '@/config/paths'
import type { CurrentUserRecord } from '@/lib/current-user'
import { formatDate } from '@/lib/format'
import { refreshFeedback } from '../api/refresh'
import { useSurveys } from '../api/surveys'
import { CreateSurveyModal } from './create-survey-modal'
import { SurveyStatusBadge } from './survey-status-badge'
import { NumberedRows } from './numbered-rows'

/** The surveys the reader manages, newest first, and "Create survey". */
export function SurveyList({
  user,
  onCreated,
}: {
  user: CurrentUserRecord
  /** Where to go with a survey just created: its page, to add what it asks about. */
  onCreated: (survey: SurveyDetail) => void
}) {
  const surveys = useSurveys()
  const [creating, setCreating] = useState(false)

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Surveys
        </Title>
        <Button onClick={() => setCreating(true)}>Create survey</Button>
      </Group>
      <LoadError title="The surveys did not load" error={surveys.error} />
      {!surveys.data && !surveys.error ? (
        <Skeleton h={200} />
      ) : surveys.data?.length ? (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScrollable}>
          <Table striped withTableBorder aria-label="Surveys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>Survey</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Closes on</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Targets</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <NumberedRows
              items={surveys.data}
              name={(survey) => (
                <Anchor component={Link} to={paths.feedbackSurvey.href(survey.id)}>
                  {survey.name}
                </Anchor>
              )}
              cells={(survey) => (
                <>
                  <Table.Td>{SURVEY_TYPE_LABELS[survey.type]}</Table.Td>
                  <Table.Td>{formatDate(survey.closesOn)}</Table.Td>
                  <Table.Td>
                    <SurveyStatusBadge survey={survey} />
                  </Table.Td>
                  <Table.Td ta="right">{survey.targetCount}</Table.Td>
                </>
              )}
            />
          </Table>
        </Table.ScrollContainer>
      ) : (
        !surveys.error && <Text>No surveys yet. Create one to put a feedback template to students.</Text>
      )}
      {creating && (
        <CreateSurveyModal
          user={user}
          onClose={() => setCreating(false)}
          onCreated={(survey) => {
            void refreshFeedback()
            onCreated(survey)
          }}
        />
      )}
    </Stack>
  )
}
