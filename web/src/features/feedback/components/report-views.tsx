import './report-print.css'
import { Button, Group, SegmentedControl, Skeleton, Stack } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { GradeLegend, type ReportFigures, ReportTable } from './report-text'
import { useStaffTranslation } from '@/lib/i18n/staff'

// The charts library is big: it loads when someone asks for the graph view, never before.
const ReportCharts = lazy(() =>
  import('./report-charts').then((module) => ({ default: module.ReportCharts })),
)

/** The legacy report's Text View / Graph View toggle and its Print button; neither is printed. */
export function ReportViewControls({ view, onChange }: { view: string; onChange: (view: string) => void }) {
  const { t } = useStaffTranslation('feedback')
  const views = [
    { value: 'text', label: t('reports.views.text') },
    { value: 'graph', label: t('reports.views.graph') },
  ]
  return (
    <Group gap="sm" data-print-hide>
      <SegmentedControl
        value={view}
        onChange={onChange}
        data={views}
        role="radiogroup"
        aria-label={t('reports.views.label')}
      />
      <Button variant="default" onClick={() => window.print()}>
        {t('reports.views.print')}
      </Button>
    </Group>
  )
}

/**
 * A report's figures in the chosen view: the text view (the accessible one, and the first) or the charts.
 * Whatever holds it marks itself `data-feedback-report`, so printing prints the report alone.
 */
export function ReportFiguresView({ view, report }: { view: string; report: ReportFigures }) {
  const { t } = useStaffTranslation('feedback')
  return view === 'graph' ? (
    <Suspense fallback={<Skeleton h={300} aria-label={t('reports.views.loadingCharts')} />}>
      <ReportCharts report={report} />
    </Suspense>
  ) : (
    <Stack>
      <GradeLegend />
      <ReportTable report={report} />
    </Stack>
  )
}
