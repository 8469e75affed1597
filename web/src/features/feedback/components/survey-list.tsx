import { SURVEY_TYPE_LABELS, type SurveyDetail } from '@campus/core'
import { Anchor, Button, Table } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { oneLine } from '@/components/ui/table-columns'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { paths } from '@/config/paths'
import type { CurrentUserRecord } from '@/lib/current-user'
import { formatDate } from '@/lib/format'
import { refreshFeedback } from '../api/refresh'
import { useSurveys } from '../api/surveys'
import { CreateSurveyModal } from './create-survey-modal'
import { SurveyStatusBadge } from './survey-status-badge'
import { NumberedListPage } from './numbered-list-page'

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
    <NumberedListPage
      title="Surveys"
      action={<Button onClick={() => setCreating(true)}>Create survey</Button>}
      list={surveys}
      noun="surveys"
      emptyNote="No surveys yet. Create one to put a feedback template to students."
      scroll={{ minWidth: 640, scrollAreaProps: keyboardScrollable }}
      headers={
        <>
          <Table.Th>Survey</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Closes on</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Targets</Table.Th>
        </>
      }
      name={(survey) => (
        <Anchor component={Link} to={paths.feedbackSurvey.href(survey.id)} {...oneLine(survey.name)}>
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
    >
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
    </NumberedListPage>
  )
}
