import '@mantine/charts/styles.css'
import { averagePercent, FEEDBACK_GRADE_LEGEND, GRADE_FIELDS, gradePercent } from '@campus/core'
import { BarChart, PieChart } from '@mantine/charts'
import { Box, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import type { ReportFigures } from './report-text'
import type { TFunction } from 'i18next'
import { useStaffTranslation } from '@/lib/i18n/staff'

// The legacy charts' names for the five grades, in order: keys of the feedback namespace.
const GRADE_NAMES = [
  'charts.grades.first',
  'charts.grades.second',
  'charts.grades.third',
  'charts.grades.fourth',
  'charts.grades.fifth',
] as const
const grades = (t: TFunction<'feedback'>) =>
  GRADE_FIELDS.map((field, index) => {
    const name = GRADE_NAMES[index]
    return { field, name: name ? t(name) : field, color: FEEDBACK_GRADE_LEGEND[index]?.color ?? 'gray' }
  })

const PERCENT_TICKS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]

const questionLabel = (t: TFunction<'feedback'>, index: number) =>
  t('charts.questionLabel', { number: index + 1 })

/** A chart and its title; the chart itself is a picture whose words are its label (the text view has the numbers). */
function ChartBlock({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="figure" m={0}>
      <figcaption>
        <Title order={2} size="h4" mb="sm">
          {title}
        </Title>
      </figcaption>
      <Box role="img" aria-label={label}>
        {children}
      </Box>
    </Paper>
  )
}

function Bars({ report }: { report: ReportFigures }) {
  const { t } = useStaffTranslation('feedback')
  const GRADES = grades(t)
  const averages = report.questions.map((question, index) => ({
    question: questionLabel(t, index),
    Average: averagePercent(question.avg),
  }))
  const counts: Record<string, string | number>[] = report.questions.map((question, index) => ({
    question: questionLabel(t, index),
    ...Object.fromEntries(GRADES.map((grade) => [grade.name, question[grade.field]])),
  }))
  return (
    <Stack>
      <ChartBlock
        title={t('charts.averageTitle')}
        label={t('charts.averageLabel', {
          values: averages.map((row) => `${row.question} ${row.Average}%`).join(', '),
        })}
      >
        <BarChart
          h={300}
          data={averages}
          dataKey="question"
          series={[{ name: 'Average', color: 'blue.8', label: t('charts.averageSeries') }]}
          yAxisProps={{ domain: [0, 100], ticks: PERCENT_TICKS, interval: 0 }}
          unit="%"
          maxBarWidth={72}
          accessibilityLayer={false}
        />
      </ChartBlock>
      <ChartBlock
        title={t('charts.gradesTitle')}
        label={t('charts.gradesLabel', {
          values: counts
            .map(
              (row) =>
                `${row.question}: ${GRADES.map((grade) => `${grade.name} ${row[grade.name]}`).join(', ')}`,
            )
            .join('; '),
        })}
      >
        <BarChart
          h={320}
          data={counts}
          dataKey="question"
          series={GRADES.map((grade) => ({ name: grade.name, color: grade.color }))}
          yAxisProps={{ allowDecimals: false }}
          maxBarWidth={40}
          withLegend
          // First to fifth grade, rather than recharts' alphabetical order.
          legendProps={{
            verticalAlign: 'bottom',
            itemSorter: (item) => GRADES.findIndex((grade) => grade.name === item.value),
          }}
          accessibilityLayer={false}
        />
      </ChartBlock>
    </Stack>
  )
}

function Pies({ report }: { report: ReportFigures }) {
  const { t } = useStaffTranslation('feedback')
  const GRADES = grades(t)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {report.questions.map((question, index) => {
        const slices = GRADES.map((grade) => ({
          name: `${grade.name} - ${gradePercent(question[grade.field], report.polledUser)} %`,
          value: question[grade.field],
          color: grade.color,
        }))
        return (
          <ChartBlock
            key={index}
            title={`${questionLabel(t, index)} ${question.question}`}
            label={t('charts.pieLabel', {
              number: index + 1,
              values: slices.map((slice) => slice.name).join(', '),
            })}
          >
            <Stack align="center" gap="sm">
              <PieChart data={slices} size={180} withTooltip={false} accessibilityLayer={false} />
            </Stack>
            {/* The slices' names, as the legacy pie's legend showed them. */}
            <Stack component="ul" gap={4} p={0} mt="sm" mb={0} style={{ listStyle: 'none' }}>
              {slices.map((slice) => (
                <Group component="li" key={slice.name} gap={6} wrap="nowrap">
                  <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 2, flexShrink: 0 }} />
                  <Text size="sm">{slice.name}</Text>
                </Group>
              ))}
            </Stack>
          </ChartBlock>
        )
      })}
    </SimpleGrid>
  )
}

/** The graph view: bars per question, or a pie per question. Loaded only when it is asked for. */
export function ReportCharts({ report }: { report: ReportFigures }) {
  const { t } = useStaffTranslation('feedback')
  const [kind, setKind] = useState('bar')
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          value={kind}
          onChange={setKind}
          data={[
            { value: 'bar', label: t('charts.bar') },
            { value: 'pie', label: t('charts.pie') },
          ]}
          role="radiogroup"
          aria-label={t('charts.chartType')}
          data-print-hide
        />
        <Text fw={600}>{t('charts.overall', { percent: averagePercent(report.overAllAvg) })}</Text>
      </Group>
      {kind === 'bar' ? <Bars report={report} /> : <Pies report={report} />}
    </Stack>
  )
}
