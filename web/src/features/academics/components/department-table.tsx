import 'mantine-datatable/styles.css'
import type { ListedDepartment } from '@campus/core'
import { Button, Group, Stack } from '@mantine/core'
import { ExportButton } from '@/components/ui/export-button'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName } from '@/lib/academics'
import { notify } from '@/lib/notify'
import { downloadWorkbook } from '@/lib/spreadsheet'
import { deleteDepartment, departmentHoldings, useDepartmentList } from '../api/departments'
import { headedBy, refreshStaff, releaseHod, type StaffMember, useHodsByDepartment } from '../api/hods'
import { refreshAcademics } from '../api/refresh'
import { AssignStaffModal } from './assign-staff-modal'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DepartmentFormModal } from './department-form-modal'
import { HodCell } from './hod-cell'
import { RowActions } from '@/components/ui/row-actions'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { WIDE_TABLE, withWrappingTitles } from './table-layout'

/** What the page has open: one dialog at a time. */
type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'assign'; department: ListedDepartment }
  | { kind: 'remove-hod'; department: ListedDepartment; hod: StaffMember }

/** Manage Department: every department with its HODs; create, edit, delete, assign and remove HODs, export. */
export function DepartmentTable() {
  const departments = useDepartmentList()
  const hods = useHodsByDepartment()
  const [dialog, setDialog] = useState<Dialog>()
  const rows = departments.data ?? []
  const headsOf = (department: ListedDepartment) => hods.byDepartment.get(department.id) ?? []

  async function exportWorkbook() {
    await downloadWorkbook('Departments.xlsx', [
      {
        name: 'Departments',
        columns: [
          { header: 'Degree Name', key: 'degreeName', width: 16 },
          { header: 'Department Name', key: 'departmentName', width: 40 },
          { header: 'Faculty Department', key: 'facultyDepartment', width: 28 },
          { header: 'Total Semester', key: 'totalSemester' },
          { header: 'Exam Type', key: 'examType' },
          { header: 'HOD', key: 'hod', width: 40 },
        ],
        rows: rows.map((department) => ({
          ...department,
          hod: headsOf(department)
            .map((hod) => hod.name)
            .join(', '),
        })),
      },
    ])
  }

  /** Refused deletes say why before any HOD is touched; the server checks years and regulations again. */
  async function remove(department: ListedDepartment) {
    const holdings = await departmentHoldings(department.id)
    if (holdings.hasYears || holdings.hasRegulations)
      throw new Error(
        `${departmentName(department)} still has ${holdings.hasYears ? 'academic years' : 'regulations'}. ` +
          'Delete its groups and academic years in Manage Academic Year, and its regulations, first.',
      )
    if (holdings.otherMembers)
      throw new Error(
        `${holdings.otherMembers} staff members or students still belong to ${departmentName(department)}. ` +
          'Move them to another department first.',
      )
    for (const hod of headsOf(department)) await releaseHod(hod, department.id)
    await deleteDepartment(department.id)
    notify('success', 'Deleted Successfully')
    void refreshStaff()
    void refreshAcademics()
  }

  async function removeHod(department: ListedDepartment, hod: StaffMember) {
    await releaseHod(hod, department.id)
    notify('success', 'Staff removed Successfully')
    await refreshStaff()
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'create' })}>Create New Department</Button>
        <ExportButton onExport={exportWorkbook} disabled={!rows.length} />
      </Group>
      <LoadError title="The departments did not load" error={departments.error} />
      <LoadError title="The HODs did not load" error={hods.error} />
      <DataTable<ListedDepartment>
        aria-label="Departments"
        {...WIDE_TABLE}
        fetching={departments.isLoading}
        records={rows}
        noRecordsText="No departments yet"
        columns={withWrappingTitles([
          { accessor: 'index', title: '#', ...shownFrom('sm'), render: (_, index) => index + 1 },
          { accessor: 'degreeName', title: 'Degree Name', noWrap: true, ...shownFrom('sm') },
          {
            accessor: 'departmentName',
            title: 'Department Name',
            noWrap: true,
            render: (department) => <OneLineText text={department.departmentName} />,
          },
          { accessor: 'facultyDepartment', title: 'Faculty Department', ...shownFrom('xl') },
          { accessor: 'totalSemester', title: 'Total Semester', ...shownFrom('md') },
          {
            accessor: 'examType',
            title: 'Exam Type',
            ...shownFrom('lg'),
            render: (row) => row.examType || '—',
          },
          {
            accessor: 'hod',
            title: 'HOD',
            render: (department) => (
              <HodCell
                department={department}
                hods={headsOf(department)}
                onAssign={() => setDialog({ kind: 'assign', department })}
                onRemove={(hod) => setDialog({ kind: 'remove-hod', department, hod })}
              />
            ),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (department) => (
              <RowActions
                of={departmentName(department)}
                // A menu on a phone, so the HOD column keeps some room.
                menuBelow="sm"
                actions={[
                  { label: 'Edit', onClick: () => setDialog({ kind: 'edit', department }) },
                  { label: 'Delete', color: 'red', onClick: () => setDialog({ kind: 'delete', department }) },
                ]}
              />
            ),
          },
        ])}
      />
      {dialog?.kind === 'create' && <DepartmentFormModal onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'edit' && (
        <DepartmentFormModal department={dialog.department} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'assign' && (
        <AssignStaffModal department={dialog.department} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          question="Are you sure want to delete ?"
          onConfirm={() => remove(dialog.department)}
          onClose={() => setDialog(undefined)}
        >
          {departmentName(dialog.department)} will be deleted, and its HODs will no longer head it.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'remove-hod' && (
        <ConfirmDialog
          question="Remove HOD ?"
          confirmLabel="Remove Staff"
          cancelLabel="Cancel"
          onConfirm={() => removeHod(dialog.department, dialog.hod)}
          onClose={() => setDialog(undefined)}
        >
          {dialog.hod.name} will no longer be HOD of {departmentName(dialog.department)}.
          {headedBy(dialog.hod).length === 1 && ' They head no other department, so they become faculty.'}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
