import type { SurveyDetail } from '@campus/core'
import { Stack, Title } from '@mantine/core'
import { PanelTabs } from '@/components/ui/panel-tabs'
import { ClassReport } from './class-report'
import { PolledCandidates } from './polled-candidates'
import { SubjectWiseReport } from './subject-wise-report'
import { SurveyWiseReport } from './survey-wise-report'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A survey's reports, a tab each. Only the open tab is mounted, so a report is read when it is looked at; the
 * tab list is not printed, so printing prints the open report.
 */
export function SurveyReportTabs({ survey }: { survey: SurveyDetail }) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" data-print-hide>
        {t('reports.title')}
      </Title>
      <PanelTabs
        listHiddenInPrint
        tabs={[
          {
            value: 'subject-wise',
            label: t('reports.tabs.subjectWise'),
            panel: <SubjectWiseReport surveyId={survey.id} />,
          },
          {
            value: 'survey-wise',
            label: t('reports.tabs.surveyWise'),
            panel: <SurveyWiseReport surveyId={survey.id} />,
          },
          { value: 'class', label: t('reports.tabs.class'), panel: <ClassReport surveyId={survey.id} /> },
          { value: 'polled', label: t('reports.tabs.polled'), panel: <PolledCandidates survey={survey} /> },
        ]}
      />
    </Stack>
  )
}
