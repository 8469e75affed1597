import { DataTable } from 'mantine-datatable'
import { StatusBadge } from '@/components/ui/status-badge'
import type { GroupStudent } from '../api/student-moves'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { keyboardScrollable } from '@/components/ui/table-scroll'

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
  return (
    <DataTable<GroupStudent>
      aria-label="Students to move"
      withTableBorder
      scrollAreaProps={keyboardScrollable}
      striped
      minHeight={160}
      maxHeight={520}
      fetching={loading}
      records={[...students]}
      noRecordsText="No students here"
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': 'Select all students' }}
      getRecordSelectionCheckboxProps={(student) => ({
        'aria-label': `Select ${student.name}${student.registerNo ? ` (${student.registerNo})` : ''}`,
      })}
      columns={[
        {
          accessor: 'registerNo',
          title: 'Reg. No.',
          noWrap: true,
          ...shownFrom('xs'),
          render: (student) => student.registerNo ?? '—',
        },
        { accessor: 'name', noWrap: true, render: (student) => <OneLineText text={student.name} /> },
        { accessor: 'email', noWrap: true, ...shownFrom('md') },
        { accessor: 'groupId', title: 'Group', ...shownFrom('sm'), render: groupName },
        {
          accessor: 'accountStatus',
          title: 'Status',
          width: 110,
          render: (student) => <StatusBadge status={student.accountStatus} />,
        },
      ]}
    />
  )
}
