import type { SurveyReportRow } from '@campus/core'
import { Button, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { averageText, rowSubject, rowSurveyName, withheldMessage } from '../utils/staff-report'
import { StaffReportQuestionsModal } from './staff-report-questions-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The figures of a row, or, when they are withheld from the staff member, why. */
function RowFigures({
  row,
  minResponses,
  onOpen,
}: {
  row: SurveyReportRow
  minResponses: number
  onOpen: () => void
}) {
  const { t } = useStaffTranslation('feedback')
  if (row.withheld)
    return (
      <Table.Td colSpan={3}>
        <Text size="sm">{withheldMessage(t, row.withheld, minResponses)}</Text>
      </Table.Td>
    )
  // Every row has a Questions button: its name says which row it opens.
  const rowLabel = [rowSurveyName(row), rowSubject(row), row.groupName].filter(Boolean).join(', ')
  return (
    <>
      <Table.Td ta="right">{row.polledUser}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.polledUser > 0 ? averageText(row.overAllAvg) : '—'}
      </Table.Td>
      <Table.Td>
        {row.polledUser > 0 ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('staffReport.table.questionsOf', { row: rowLabel })}
            onClick={onOpen}
          >
            {t('staffReport.table.questions')}
          </Button>
        ) : (
          <Text size="sm">{t('staffReport.table.noAnswers')}</Text>
        )}
      </Table.Td>
    </>
  )
}

/** A staff member's results, one row per survey target about them, each opening its per-question counts. */
export function StaffReportTable({ rows, minResponses }: { rows: SurveyReportRow[]; minResponses: number }) {
  const { t } = useStaffTranslation('feedback')
  const [opened, setOpened] = useState<SurveyReportRow>()
  return (
    <>
      <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
        <Table striped withTableBorder aria-label={t('staffReport.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staffReport.table.survey')}</Table.Th>
              <Table.Th>{t('staffReport.table.subject')}</Table.Th>
              <Table.Th>{t('staffReport.table.group')}</Table.Th>
              <Table.Th ta="right">{t('staffReport.table.responses')}</Table.Th>
              <Table.Th>{t('staffReport.table.average')}</Table.Th>
              <Table.Th>{t('staffReport.table.perQuestion')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.surveyId}/${row.targetId}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{rowSurveyName(row)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{rowSubject(row) ?? '—'}</Table.Td>
                <Table.Td>{row.groupName}</Table.Td>
                <RowFigures row={row} minResponses={minResponses} onOpen={() => setOpened(row)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {opened && <StaffReportQuestionsModal row={opened} onClose={() => setOpened(undefined)} />}
    </>
  )
}
