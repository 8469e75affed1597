import { DataTable } from 'mantine-datatable'
import { StatusBadge } from '@/components/ui/status-badge'
import type { GroupStudent } from '../api/student-moves'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The students that can be moved, each with a checkbox named after the student; the header box selects all. */
export function SourceStudentsTable({
  students,
  loading,
  selected,
  onSelectedChange,
  groupName,
}: {
  students: readonly GroupStudent[]
  loading: boolean
  selected: GroupStudent[]
  onSelectedChange: (students: GroupStudent[]) => void
  groupName: (student: GroupStudent) => string
}) {
  const { t } = useStaffTranslation('studentMoves')
  return (
    <DataTable<GroupStudent>
      aria-label={t('table.label')}
      withTableBorder
      scrollAreaProps={keyboardScrollable}
      striped
      minHeight={160}
      maxHeight={520}
      fetching={loading}
      records={[...students]}
      noRecordsText={t('table.noRecords')}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('table.selectAll') }}
      getRecordSelectionCheckboxProps={(student) => ({
        'aria-label': student.registerNo
          ? t('table.selectWithRegNo', { name: student.name, registerNo: student.registerNo })
          : t('table.select', { name: student.name }),
      })}
      columns={[
        {
          accessor: 'registerNo',
          title: t('table.regNo'),
          noWrap: true,
          ...shownFrom('xs'),
          render: (student) => student.registerNo ?? '—',
        },
        {
          accessor: 'name',
          title: t('table.name'),
          noWrap: true,
          render: (student) => <OneLineText text={student.name} />,
        },
        { accessor: 'email', title: t('table.email'), noWrap: true, ...shownFrom('md') },
        { accessor: 'groupId', title: t('table.group'), ...shownFrom('sm'), render: groupName },
        {
          accessor: 'accountStatus',
          title: t('table.status'),
          width: 110,
          render: (student) => <StatusBadge status={student.accountStatus} />,
        },
      ]}
    />
  )
}
