import './report-print.css'
import { Button, Group, SegmentedControl, Skeleton, Stack } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { GradeLegend, type ReportFigures, ReportTable } from './report-text'

// The charts library is big: it loads when someone asks for the graph view, never before.
const ReportCharts = lazy(() =>
  import('./report-charts').then((module) => ({ default: module.ReportCharts })),
)

const VIEWS = [
  { value: 'text', label: 'Text View' },
  { value: 'graph', label: 'Graph View' },
]

/** The legacy report's Text View / Graph View toggle and its Print button; neither is printed. */
export function ReportViewControls({ view, onChange }: { view: string; onChange: (view: string) => void }) {
  return (
    <Group gap="sm" data-print-hide>
      <SegmentedControl
        value={view}
        onChange={onChange}
        data={VIEWS}
        role="radiogroup"
        aria-label="Report view"
      />
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  )
}

/**
 * A report's figures in the chosen view: the text view (the accessible one, and the first) or the charts.
 * Whatever holds it marks itself `data-feedback-report`, so printing prints the report alone.
 */
export function ReportFiguresView({ view, report }: { view: string; report: ReportFigures }) {
  return view === 'graph' ? (
    <Suspense fallback={<Skeleton h={300} aria-label="Loading the charts" />}>
      <ReportCharts report={report} />
    </Suspense>
  ) : (
    <Stack>
      <GradeLegend />
      <ReportTable report={report} />
    </Stack>
  )
}
