import { Table } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { RowAction } from '@/components/ui/row-action'
import { averageAsPercent, averageOutOfMax } from '../utils/average'
import { ReportFiguresModal } from './report-figures-modal'
import type { ReportFigures } from './report-text'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A column of a report table ahead of its group and figures. */
export interface ReportColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Long text (a name): breaks anywhere rather than widening the table. */
  wraps?: boolean
}

const WRAPS = { overflowWrap: 'anywhere' } as const

/**
 * A survey report's rows: what each is about, its group, responses and average; a row's "View" opens its
 * questions, each with its figures.
 */
export function ReportRowsTable<Row extends ReportFigures & { groupName: string }>({
  label,
  minWidth,
  rows,
  rowKey,
  rowName,
  columns = [],
}: {
  /** The table's accessible name. */
  label: string
  minWidth: number
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** What a row is about, naming its "View" button and its questions' dialog. */
  rowName: (row: Row) => string
  columns?: readonly ReportColumn<Row>[]
}) {
  const { t } = useStaffTranslation('feedback')
  const [opened, setOpened] = useState<Row>()

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={keyboardScrollable}>
        <Table striped withTableBorder aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>{t('reports.rows.group')}</Table.Th>
              <Table.Th ta="right">{t('reports.rows.responses')}</Table.Th>
              <Table.Th ta="right">{t('reports.rows.average')}</Table.Th>
              <Table.Th ta="right">%</Table.Th>
              <Table.Th data-print-hide>{t('reports.rows.questions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} style={column.wraps ? WRAPS : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                <Table.Td style={WRAPS}>{row.groupName}</Table.Td>
                <Table.Td ta="right">{row.polledUser}</Table.Td>
                <Table.Td ta="right">{averageOutOfMax(row.overAllAvg)}</Table.Td>
                <Table.Td ta="right">{averageAsPercent(row.overAllAvg)}</Table.Td>
                <Table.Td data-print-hide>
                  <RowAction
                    label={t('reports.rows.view')}
                    aria-label={t('reports.rows.viewLabel', { row: rowName(row) })}
                    size="compact-sm"
                    disabled={row.polledUser === 0}
                    onClick={() => setOpened(row)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {opened && (
        <ReportFiguresModal title={rowName(opened)} report={opened} onClose={() => setOpened(undefined)} />
      )}
    </>
  )
}
