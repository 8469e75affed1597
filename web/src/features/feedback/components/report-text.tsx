import { FEEDBACK_GRADE_LEGEND, type FeedbackReport, GRADE_FIELDS, MAX_RATING } from '@campus/core'
import type { TFunction } from 'i18next'
import { Box, Group, Table, Text } from '@mantine/core'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * What the report views draw: how many answered, the overall average and each question's grade counts. A
 * reference's report and a survey's reports (a target, a class, the whole survey) all carry these.
 */
export type ReportFigures = Pick<FeedbackReport, 'polledUser' | 'overAllAvg' | 'questions'>

/** The report's colour key: what each number of stars means. */
export function GradeLegend() {
  const { t } = useStaffTranslation('feedback')
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reports.legend')}>
      {FEEDBACK_GRADE_LEGEND.map((entry) => (
        <Group component="li" key={entry.grade} gap={6} wrap="nowrap">
          <Box w={14} h={14} bg={entry.color} style={{ borderRadius: 3 }} aria-hidden="true" />
          <Text size="sm">
            {entry.grade} {entry.label}
          </Text>
        </Group>
      ))}
    </Group>
  )
}

/** The figures themselves: how many gave each number of stars to each question, and its average. */
export function ReportTable({ report }: { report: ReportFigures }) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Table.ScrollContainer minWidth={520} scrollAreaProps={keyboardScrollable}>
      <Table striped withTableBorder withColumnBorders aria-label={t('reports.answersPerQuestion')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('reports.questions')}</Table.Th>
            {FEEDBACK_GRADE_LEGEND.map((entry) => (
              <Table.Th
                key={entry.grade}
                w={56}
                ta="center"
                title={entry.label}
                style={{ borderBottom: `4px solid ${entry.color}` }}
              >
                {entry.grade}
              </Table.Th>
            ))}
            <Table.Th w={90} ta="center">
              {t('reports.average')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.questions.map((question, index) => (
            <Table.Tr key={index}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{question.question}</Table.Td>
              {GRADE_FIELDS.map((field) => (
                <Table.Td key={field} ta="center">
                  {question[field]}
                </Table.Td>
              ))}
              <Table.Td ta="center">{question.avg}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** "Over All Avg: 4.33/5.0", as the legacy report wrote it. */
export const overallAverageText = (t: TFunction<'feedback'>, report: Pick<ReportFigures, 'overAllAvg'>) =>
  t('reports.overallAverage', { average: `${report.overAllAvg}/${MAX_RATING}.0` })

/** One headline figure of a report: "Polled user: 12". */
export function ReportFigure({ label, value }: { label: string; value: string | number }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  )
}
