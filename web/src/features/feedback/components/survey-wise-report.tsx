import { surveyFlow } from '@campus/core'
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { useSurveyWiseReport } from '../api/survey-reports'
import { FeedbackExportButton } from './export-button'
import { NoReport } from './no-report'
import { overallAverageText, ReportFigure } from './report-text'
import { ReportFiguresView, ReportViewControls } from './report-views'

/** The whole survey question by question, in the legacy report's text and graph views, printable. */
export function SurveyWiseReport({ surveyId }: { surveyId: string }) {
  const report = useSurveyWiseReport(surveyId)
  const [view, setView] = useState('text')
  const data = report.data

  return (
    <Stack>
      <LoadError title="The survey-wise report did not load" error={report.error} />
      {!data && !report.error && <Skeleton h={300} />}
      {data && data.polledUser === 0 && <NoReport />}
      {data && data.polledUser > 0 && (
        <>
          <Group justify="space-between" align="flex-start">
            <FeedbackExportButton kind="FeedbackSurvey" surveyId={surveyId} />
            <ReportViewControls view={view} onChange={setView} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <ReportFigure
              label={surveyFlow(data.survey.type) === 'subject' ? 'Subjects asked about' : 'Groups asked'}
              value={data.targets}
            />
            {/* Answers, not students: in a subject survey each student answers once per subject. */}
            <ReportFigure label="Responses" value={data.polledUser} />
            <Text fw={600}>{overallAverageText(data)}</Text>
          </SimpleGrid>
          <ReportFiguresView view={view} report={data} />
        </>
      )}
    </Stack>
  )
}
