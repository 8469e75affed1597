import 'mantine-datatable/styles.css'
import { Anchor } from '@mantine/core'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import { yearLabel } from '@/lib/academics'
import { type AcademicYear, useDepartmentYears } from '../api/academic-years'
import { WIDE_TABLE, withWrappingTitles } from './table-layout'

export type YearAction = 'details' | 'edit' | 'delete' | 'activate'

/**
 * One tab of Manage Academic Year: the department's active years (with Edit and Delete) or its inactive ones
 * (with Activate).
 */
export function AcademicYearTable({
  departmentId,
  inactive,
  onAction,
}: {
  departmentId: string
  inactive: boolean
  onAction: (action: YearAction, year: AcademicYear) => void
}) {
  const years = useDepartmentYears(departmentId, inactive ? 'YES' : 'NO')
  const button = (action: YearAction, label: string, color?: string) => ({
    accessor: action,
    title: label,
    render: (year: AcademicYear) => (
      <RowAction label={label} color={color} onClick={() => onAction(action, year)} />
    ),
  })
  const actions: DataTableColumn<AcademicYear>[] = inactive
    ? [button('activate', 'Activate')]
    : [button('edit', 'Edit'), button('delete', 'Delete', 'red')]

  return (
    <>
      <LoadError title="The academic years did not load" error={years.error} />
      <DataTable<AcademicYear>
        aria-label={inactive ? 'Inactive academic years' : 'Active academic years'}
        {...WIDE_TABLE}
        fetching={years.isLoading}
        records={years.data ?? []}
        noRecordsText="Sorry ! No Academic Year Found"
        columns={withWrappingTitles([
          { accessor: 'sno', title: 'S.no', render: (_, index) => index + 1 },
          {
            accessor: 'startYear',
            title: 'Academic Year',
            render: (year) => (
              <Anchor component="button" type="button" size="sm" onClick={() => onAction('details', year)}>
                {yearLabel(year)}
              </Anchor>
            ),
          },
          { accessor: 'regulation', title: 'Regulation', render: (year) => year.regulation ?? '—' },
          { accessor: 'type', title: 'Type', render: (year) => year.type ?? '—' },
          { accessor: 'noOfYears', title: 'No. Of Years' },
          { accessor: 'currentYear', title: 'Current Year' },
          { accessor: 'currentSem', title: 'Current Sem' },
          {
            accessor: 'sessionTime',
            title: 'Session Time',
            render: (year) =>
              year.sessionTime ? `${year.sessionTime.fnTime} - ${year.sessionTime.anTime}` : '—',
          },
          {
            accessor: 'groupList',
            title: 'Groups',
            render: (year) => year.groupList.map((group) => group.groupName).join(', ') || '—',
          },
          ...actions,
        ])}
      />
    </>
  )
}
