import 'mantine-datatable/styles.css'
import { Anchor } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { LoadError } from '@/components/ui/load-error'
import { RowActions } from '@/components/ui/row-actions'
import { shownFrom } from '@/components/ui/table-columns'
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
  const actions = (year: AcademicYear) =>
    inactive
      ? [{ label: 'Activate', onClick: () => onAction('activate', year) }]
      : [
          { label: 'Edit', onClick: () => onAction('edit', year) },
          { label: 'Delete', color: 'red', onClick: () => onAction('delete', year) },
        ]

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
          { accessor: 'sno', title: 'S.no', ...shownFrom('sm'), render: (_, index) => index + 1 },
          {
            accessor: 'startYear',
            title: 'Academic Year',
            noWrap: true,
            render: (year) => (
              <Anchor component="button" type="button" size="sm" onClick={() => onAction('details', year)}>
                {yearLabel(year)}
              </Anchor>
            ),
          },
          {
            accessor: 'regulation',
            title: 'Regulation',
            ...shownFrom('md'),
            render: (year) => year.regulation ?? '—',
          },
          { accessor: 'type', title: 'Type', ...shownFrom('md'), render: (year) => year.type ?? '—' },
          { accessor: 'noOfYears', title: 'No. Of Years', ...shownFrom('lg') },
          { accessor: 'currentYear', title: 'Current Year', ...shownFrom('xs') },
          { accessor: 'currentSem', title: 'Current Sem', ...shownFrom('xs') },
          {
            accessor: 'sessionTime',
            title: 'Session Time',
            noWrap: true,
            ...shownFrom('md'),
            render: (year) =>
              year.sessionTime ? `${year.sessionTime.fnTime} - ${year.sessionTime.anTime}` : '—',
          },
          {
            accessor: 'groupList',
            title: 'Groups',
            ...shownFrom('sm'),
            render: (year) => year.groupList.map((group) => group.groupName).join(', ') || '—',
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (year) => <RowActions of={yearLabel(year)} actions={actions(year)} />,
          },
        ])}
      />
    </>
  )
}
