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
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The surveys the reader manages, newest first, and "Create survey". */
export function SurveyList({
  user,
  onCreated,
}: {
  user: CurrentUserRecord
  /** Where to go with a survey just created: its page, to add what it asks about. */
  onCreated: (survey: SurveyDetail) => void
}) {
  const { t } = useStaffTranslation('feedback')
  const surveys = useSurveys()
  const [creating, setCreating] = useState(false)

  return (
    <NumberedListPage
      title={t('surveyList.title')}
      action={<Button onClick={() => setCreating(true)}>{t('surveyList.create')}</Button>}
      list={surveys}
      loadError={t('surveyList.loadError')}
      tableLabel={t('surveyList.tableLabel')}
      emptyNote={t('surveyList.empty')}
      scroll={{ minWidth: 640, scrollAreaProps: keyboardScrollable }}
      headers={
        <>
          <Table.Th>{t('surveyList.survey')}</Table.Th>
          <Table.Th>{t('surveyList.type')}</Table.Th>
          <Table.Th>{t('surveyList.closesOn')}</Table.Th>
          <Table.Th>{t('surveyList.status')}</Table.Th>
          <Table.Th ta="right">{t('surveyList.targets')}</Table.Th>
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
