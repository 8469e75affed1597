import type { SurveyReportRow } from '@campus/core'
import { Button, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { averageText, rowSubject, rowSurveyName, withheldMessage } from '../utils/staff-report'
import { StaffReportQuestionsModal } from './staff-report-questions-modal'

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
  if (row.withheld)
    return (
      <Table.Td colSpan={3}>
        <Text size="sm">{withheldMessage(row.withheld, minResponses)}</Text>
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
          <Button size="compact-sm" variant="light" aria-label={`Questions of ${rowLabel}`} onClick={onOpen}>
            Questions
          </Button>
        ) : (
          <Text size="sm">No answers yet</Text>
        )}
      </Table.Td>
    </>
  )
}

/** A staff member's results, one row per survey target about them, each opening its per-question counts. */
export function StaffReportTable({ rows, minResponses }: { rows: SurveyReportRow[]; minResponses: number }) {
  const [opened, setOpened] = useState<SurveyReportRow>()
  return (
    <>
      <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
        <Table striped withTableBorder aria-label="Survey results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Survey</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Group</Table.Th>
              <Table.Th ta="right">Responses</Table.Th>
              <Table.Th>Average</Table.Th>
              <Table.Th>Per question</Table.Th>
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
