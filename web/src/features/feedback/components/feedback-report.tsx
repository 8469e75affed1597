import './report-print.css'
import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { useFeedbackReport } from '../api/report'
import { GradeLegend, overallAverageText, ReportTable } from './report-text'

// The charts library is big: it loads when someone asks for the graph view, never before.
const ReportCharts = lazy(() =>
  import('./report-charts').then((module) => ({ default: module.ReportCharts })),
)

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  )
}

const VIEWS = [
  { value: 'text', label: 'Text View' },
  { value: 'graph', label: 'Graph View' },
]

/**
 * FeedBack Survey Report of one reference: who answered, the overall average and, per question, how many gave
 * each number of stars; as text (the accessible view, and the first) or as charts.
 */
export function FeedbackReport({
  referenceId,
  feedbackTemplateId,
  fallbackName,
}: {
  referenceId: string
  feedbackTemplateId?: string | undefined
  /** The link's `name`, shown when the report does not name its template. */
  fallbackName?: string | undefined
}) {
  const report = useFeedbackReport(referenceId, feedbackTemplateId)
  const [view, setView] = useState('text')
  const data = report.data
  const answered = data && data.polledUser > 0

  return (
    <Stack data-feedback-report>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          FeedBack Survey Report
        </Title>
        {answered && (
          <Group gap="sm" data-print-hide>
            <SegmentedControl
              value={view}
              onChange={setView}
              data={VIEWS}
              role="radiogroup"
              aria-label="Report view"
            />
            <Button variant="default" onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        )}
      </Group>
      <LoadError title="The report did not load" error={report.error} />
      {!data && !report.error && <Skeleton h={300} />}
      {data && !answered && (
        <Stack gap="xs">
          {(data.name ?? fallbackName) && (
            <Figure label="Feedback Name" value={data.name ?? fallbackName ?? ''} />
          )}
          <Text>Sorry! No Feedback survey report found..!</Text>
        </Stack>
      )}
      {data && answered && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Figure label="Feedback Name" value={data.name ?? fallbackName ?? '—'} />
            <Figure label="Polled user" value={data.polledUser} />
            <Text fw={600}>{overallAverageText(data)}</Text>
          </SimpleGrid>
          {view === 'text' ? (
            <Stack>
              <GradeLegend />
              <ReportTable report={data} />
            </Stack>
          ) : (
            <Suspense fallback={<Skeleton h={300} aria-label="Loading the charts" />}>
              <ReportCharts report={data} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  )
}
