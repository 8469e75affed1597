import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { keyboardScrollable } from '@/components/ui/table-scroll'

interface SubjectBasics {
  id: string
  semester: number
  subjectCode: string
  subjectName: string
  credits: number
}

/**
 * A table of subjects as both subject screens show it (a regulation's subjects, the subjects taught): the
 * semester, code, name and credits first, then the screen's own columns.
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
  return (
    <DataTable<Subject>
      aria-label={label}
      withTableBorder
      scrollAreaProps={keyboardScrollable}
      striped
      minHeight={160}
      fetching={loading}
      records={subjects}
      noRecordsText={noRecordsText}
      columns={[
        { accessor: 'semester', title: 'Semester' },
        { accessor: 'subjectCode', title: 'Code' },
        { accessor: 'subjectName', title: 'Subject' },
        { accessor: 'credits', title: 'Credits' },
        ...columns,
      ]}
    />
  )
}
