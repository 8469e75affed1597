import { surveyFlow } from '@campus/core'
import { Group, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useSurveyWiseReport } from '../api/survey-reports'
import { FeedbackExportButton } from './export-button'
import { overallAverageText, ReportFigure } from './report-text'
import { ReportFiguresView, ReportViewControls } from './report-views'
import { SurveyReportTab } from './survey-report-tab'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The whole survey question by question, in the legacy report's text and graph views, printable. */
export function SurveyWiseReport({ surveyId }: { surveyId: string }) {
  const { t } = useStaffTranslation('feedback')
  const report = useSurveyWiseReport(surveyId)
  const [view, setView] = useState('text')
  const data = report.data

  return (
    <SurveyReportTab
      loadError={t('reports.surveyWiseLoadError')}
      report={report}
      answered={Boolean(data && data.polledUser > 0)}
      skeletonHeight={300}
    >
      {data && (
        <>
          <Group justify="space-between" align="flex-start">
            <FeedbackExportButton kind="FeedbackSurvey" surveyId={surveyId} />
            <ReportViewControls view={view} onChange={setView} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <ReportFigure
              label={
                surveyFlow(data.survey.type) === 'subject'
                  ? t('reports.subjectsAskedAbout')
                  : t('reports.groupsAsked')
              }
              value={data.targets}
            />
            {/* Answers, not students: in a subject survey each student answers once per subject. */}
            <ReportFigure label={t('reports.responses')} value={data.polledUser} />
            <Text fw={600}>{overallAverageText(t, data)}</Text>
          </SimpleGrid>
          <ReportFiguresView view={view} report={data} />
        </>
      )}
    </SurveyReportTab>
  )
}
