import 'mantine-datatable/styles.css'
import { Anchor, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core'
import { ExportButton } from '@/components/ui/export-button'
import { useDisclosure } from '@mantine/hooks'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { SpreadsheetImportModal } from '@/components/spreadsheet-import/spreadsheet-import-modal'
import { AccountActions } from '@/components/ui/account-actions'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { StatusBadge } from '@/components/ui/status-badge'
import { paths } from '@/config/paths'
import {
  departmentName,
  useAcademicYears,
  useCurrentYears,
  useDepartments,
  useGroups,
  yearLabel,
} from '@/lib/academics'
import { downloadWorkbook } from '@/lib/spreadsheet'
import { toggleAccountStatus } from '@/lib/users'
import {
  fetchAllStudents,
  STUDENT_PAGE,
  type StudentFilters,
  type StudentRow,
  useStudentList,
} from '../api/student-list'
import {
  studentColumns,
  studentImportPlan,
  studentSheetRow,
  type StudentLookups,
} from '../api/student-workbook'
import { StudentFormModal } from './student-form-modal'

/** manage-student: students by department, year and group, with add, edit, disable, import and export. */
export function StudentList() {
  const [filters, setFilters] = useState<StudentFilters>({ sort: 'name', order: 'asc' })
  const list = useStudentList(filters)
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(filters.departmentId)
  const { data: groups = [] } = useGroups(filters.accYearId)
  const { data: currentYears = [] } = useCurrentYears()
  const lookups: StudentLookups = { departments, years: currentYears }
  const [editing, setEditing] = useState<StudentRow | undefined>()
  const [formOpen, form] = useDisclosure(false)
  const [importOpen, importer] = useDisclosure(false)

  async function toggleStatus(student: StudentRow) {
    await toggleAccountStatus(student)
    await list.reload()
  }

  async function exportAll() {
    const students = await fetchAllStudents(filters)
    await downloadWorkbook('Students.xlsx', [
      {
        name: 'Students',
        columns: studentColumns(lookups),
        rows: students.map((student) => studentSheetRow(student, lookups)),
      },
    ])
  }

  const groupName = (student: StudentRow) =>
    currentYears
      .flatMap((department) => department.accyearList)
      .find((year) => year.id === student.accYearId)
      ?.groups.find((group) => group.id === student.groupId)?.groupName

  return (
    <Stack>
      <Group justify="flex-end">
        <Button
          onClick={() => {
            setEditing(undefined)
            form.open()
          }}
        >
          Add student
        </Button>
        <Button variant="default" onClick={importer.open}>
          Import from Excel
        </Button>
        <ExportButton onExport={exportAll} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label="Department"
          placeholder="All"
          data={departments.map((department) => ({
            value: department.id,
            label: departmentName(department),
          }))}
          value={filters.departmentId ?? null}
          onChange={(value) =>
            setFilters((current) => ({
              ...current,
              departmentId: value ?? undefined,
              accYearId: undefined,
              groupId: undefined,
            }))
          }
          searchable
          clearable
        />
        <Select
          label="Academic year"
          placeholder="All"
          data={years.map((year) => ({ value: year.id, label: yearLabel(year) }))}
          value={filters.accYearId ?? null}
          onChange={(value) =>
            setFilters((current) => ({ ...current, accYearId: value ?? undefined, groupId: undefined }))
          }
          disabled={!filters.departmentId}
          clearable
        />
        <Select
          label="Group"
          placeholder="All"
          data={groups.map((group) => ({ value: group.id, label: group.groupName }))}
          value={filters.groupId ?? null}
          onChange={(value) => setFilters((current) => ({ ...current, groupId: value ?? undefined }))}
          disabled={!filters.accYearId}
          clearable
        />
        <Select
          label="Status"
          placeholder="All"
          data={[
            { value: 'ACTIVE', label: 'Active' },
            { value: 'DISABLE', label: 'Disabled' },
          ]}
          value={filters.accountStatus ?? null}
          onChange={(value) =>
            setFilters((current) => ({
              ...current,
              accountStatus: (value as StudentFilters['accountStatus']) ?? undefined,
            }))
          }
          clearable
        />
      </SimpleGrid>
      <LoadError title="The student list did not load" error={list.error} />
      <DataTable<StudentRow>
        aria-label="Students"
        withTableBorder
        striped
        minHeight={160}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText="No students match these filters"
        sortStatus={{ columnAccessor: filters.sort, direction: filters.order }}
        onSortStatusChange={({ columnAccessor, direction }) =>
          setFilters((current) => ({
            ...current,
            sort: columnAccessor === 'registerNo' ? 'registerNo' : 'name',
            order: direction,
          }))
        }
        columns={[
          { accessor: 'registerNo', title: 'Reg. No.', sortable: true, noWrap: true },
          {
            accessor: 'name',
            sortable: true,
            render: (student) => (
              <Anchor component={Link} to={paths.studentProfile.href(student.id)}>
                {student.name}
              </Anchor>
            ),
          },
          { accessor: 'email' },
          { accessor: 'phone', render: (student) => student.phone ?? '—' },
          {
            accessor: 'departmentName',
            title: 'Degree - Department',
            render: (student) => (student.departments[0] ? departmentName(student.departments[0]) : '—'),
          },
          { accessor: 'accYear', title: 'Academic year', render: (student) => student.accYear ?? '—' },
          { accessor: 'groupId', title: 'Group', render: (student) => groupName(student) ?? '—' },
          {
            accessor: 'accountStatus',
            title: 'Status',
            noWrap: true,
            render: (student) => <StatusBadge status={student.accountStatus} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (student) => (
              <AccountActions
                status={student.accountStatus}
                onEdit={() => {
                  setEditing(student)
                  form.open()
                }}
                onToggleStatus={() => void toggleStatus(student)}
              />
            ),
          },
        ]}
      />
      <PageControls
        page={list.page}
        pageSize={STUDENT_PAGE}
        shown={list.records?.length ?? 0}
        hasNext={list.hasNext}
        onPage={list.setPage}
      />
      {formOpen && (
        <StudentFormModal
          key={editing?.id ?? 'new'}
          student={editing}
          opened={formOpen}
          onClose={form.close}
          onSaved={() => void list.reload()}
        />
      )}
      <SpreadsheetImportModal
        plan={studentImportPlan(lookups)}
        opened={importOpen}
        onClose={importer.close}
        onFinished={() => void list.reload()}
      />
    </Stack>
  )
}
