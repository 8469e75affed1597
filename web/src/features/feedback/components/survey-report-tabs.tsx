import type { SurveyDetail } from '@campus/core'
import { Stack, Tabs, Title } from '@mantine/core'
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
      <Tabs defaultValue="subject-wise" keepMounted={false}>
        <Tabs.List data-print-hide>
          <Tabs.Tab value="subject-wise">{t('reports.tabs.subjectWise')}</Tabs.Tab>
          <Tabs.Tab value="survey-wise">{t('reports.tabs.surveyWise')}</Tabs.Tab>
          <Tabs.Tab value="class">{t('reports.tabs.class')}</Tabs.Tab>
          <Tabs.Tab value="polled">{t('reports.tabs.polled')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subject-wise" pt="md">
          <SubjectWiseReport surveyId={survey.id} />
        </Tabs.Panel>
        <Tabs.Panel value="survey-wise" pt="md">
          <SurveyWiseReport surveyId={survey.id} />
        </Tabs.Panel>
        <Tabs.Panel value="class" pt="md">
          <ClassReport surveyId={survey.id} />
        </Tabs.Panel>
        <Tabs.Panel value="polled" pt="md">
          <PolledCandidates survey={survey} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
