import 'mantine-datatable/styles.css'
import { Anchor } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { LoadError } from '@/components/ui/load-error'
import { RowActions } from '@/components/ui/row-actions'
import { shownFrom } from '@/components/ui/table-columns'
import { yearLabel } from '@/lib/academics'
import { type AcademicYear, useDepartmentYears } from '../api/academic-years'
import { WIDE_TABLE, withWrappingTitles } from './table-layout'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('academics')
  const years = useDepartmentYears(departmentId, inactive ? 'YES' : 'NO')
  const actions = (year: AcademicYear) =>
    inactive
      ? [{ label: t('yearTable.activate'), onClick: () => onAction('activate', year) }]
      : [
          { label: t('yearTable.edit'), onClick: () => onAction('edit', year) },
          { label: t('yearTable.delete'), color: 'red', onClick: () => onAction('delete', year) },
        ]

  return (
    <>
      <LoadError title={t('yearTable.loadError')} error={years.error} />
      <DataTable<AcademicYear>
        aria-label={inactive ? t('yearTable.inactiveLabel') : t('yearTable.activeLabel')}
        {...WIDE_TABLE}
        fetching={years.isLoading}
        records={years.data ?? []}
        noRecordsText={t('yearTable.noRecords')}
        columns={withWrappingTitles([
          { accessor: 'sno', title: t('yearTable.sno'), ...shownFrom('sm'), render: (_, index) => index + 1 },
          {
            accessor: 'startYear',
            title: t('yearTable.academicYear'),
            noWrap: true,
            render: (year) => (
              <Anchor component="button" type="button" size="sm" onClick={() => onAction('details', year)}>
                {yearLabel(year)}
              </Anchor>
            ),
          },
          {
            accessor: 'regulation',
            title: t('year.regulation'),
            ...shownFrom('md'),
            render: (year) => year.regulation ?? '—',
          },
          { accessor: 'type', title: t('year.type'), ...shownFrom('md'), render: (year) => year.type ?? '—' },
          { accessor: 'noOfYears', title: t('year.noOfYears'), ...shownFrom('lg') },
          { accessor: 'currentYear', title: t('year.currentYear'), ...shownFrom('xs') },
          { accessor: 'currentSem', title: t('year.currentSem'), ...shownFrom('xs') },
          {
            accessor: 'sessionTime',
            title: t('yearTable.sessionTime'),
            noWrap: true,
            ...shownFrom('md'),
            render: (year) =>
              year.sessionTime ? `${year.sessionTime.fnTime} - ${year.sessionTime.anTime}` : '—',
          },
          {
            accessor: 'groupList',
            title: t('yearTable.groups'),
            ...shownFrom('sm'),
            render: (year) => year.groupList.join(', ') || '—',
          },
          {
            accessor: 'actions',
            title: t('yearTable.actions'),
            render: (year) => <RowActions of={yearLabel(year)} actions={actions(year)} />,
          },
        ])}
      />
    </>
  )
}
