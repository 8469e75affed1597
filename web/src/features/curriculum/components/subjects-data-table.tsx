import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface SubjectBasics {
  id: string
  semester: number
  subjectCode: string
  subjectName: string
  credits: number
}

/**
 * A table of subjects as both subject screens show it (a regulation's subjects, the subjects taught): the
 * semester, code, name and credits first, then the screen's own columns, the last of them the row's actions.
 */
export function SubjectsDataTable<Subject extends SubjectBasics>({
  label,
  subjects,
  loading,
  noRecordsText,
  columns,
}: {
  label: string
  subjects: Subject[]
  loading: boolean
  noRecordsText: string
  columns: DataTableColumn<Subject>[]
}) {
  const { t } = useStaffTranslation('curriculum')
  return (
    <DataTable<Subject>
      aria-label={label}
      {...ACTIONS_LIST_TABLE}
      fetching={loading}
      records={subjects}
      noRecordsText={noRecordsText}
      columns={[
        { accessor: 'semester', title: t('subjectsTable.semester'), ...shownFrom('md') },
        { accessor: 'subjectCode', title: t('subjectsTable.code'), noWrap: true },
        {
          accessor: 'subjectName',
          title: t('subjectsTable.subject'),
          noWrap: true,
          ...shownFrom('xs'),
          render: (subject) => <OneLineText text={subject.subjectName} />,
        },
        { accessor: 'credits', title: t('subjectsTable.credits'), ...shownFrom('lg') },
        ...columns,
      ]}
    />
  )
}
