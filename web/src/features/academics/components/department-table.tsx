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
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What the page has open: one dialog at a time. */
type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'assign'; department: ListedDepartment }
  | { kind: 'remove-hod'; department: ListedDepartment; hod: StaffMember }

/** Manage Department: every department with its HODs; create, edit, delete, assign and remove HODs, export. */
export function DepartmentTable() {
  const { t } = useStaffTranslation('academics')
  const departments = useDepartmentList()
  const hods = useHodsByDepartment()
  const [dialog, setDialog] = useState<Dialog>()
  const rows = departments.data ?? []
  const headsOf = (department: ListedDepartment) => hods.byDepartment.get(department.id) ?? []

  async function exportWorkbook() {
    await downloadWorkbook('Departments.xlsx', [
      {
        name: t('departmentTable.sheet'),
        columns: [
          { header: t('department.degreeName'), key: 'degreeName', width: 16 },
          { header: t('department.departmentName'), key: 'departmentName', width: 40 },
          { header: t('department.facultyDepartment'), key: 'facultyDepartment', width: 28 },
          { header: t('department.totalSemester'), key: 'totalSemester' },
          { header: t('department.examType'), key: 'examType' },
          { header: t('department.hod'), key: 'hod', width: 40 },
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
    const named = { department: departmentName(department) }
    if (holdings.hasYears || holdings.hasRegulations)
      throw new Error(
        holdings.hasYears
          ? t('departmentTable.stillHasYears', named)
          : t('departmentTable.stillHasRegulations', named),
      )
    if (holdings.otherMembers)
      throw new Error(t('departmentTable.stillHasMembers', { ...named, number: holdings.otherMembers }))
    for (const hod of headsOf(department)) await releaseHod(hod, department.id)
    await deleteDepartment(department.id)
    notify('success', t('departmentTable.deleted'))
    void refreshStaff()
    void refreshAcademics()
  }

  async function removeHod(department: ListedDepartment, hod: StaffMember) {
    await releaseHod(hod, department.id)
    notify('success', t('departmentTable.hodRemoved'))
    await refreshStaff()
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('departmentTable.create')}</Button>
        <ExportButton onExport={exportWorkbook} disabled={!rows.length} />
      </Group>
      <LoadError title={t('departmentTable.loadError')} error={departments.error} />
      <LoadError title={t('departmentTable.hodsLoadError')} error={hods.error} />
      <DataTable<ListedDepartment>
        aria-label={t('departmentTable.label')}
        {...WIDE_TABLE}
        fetching={departments.isLoading}
        records={rows}
        noRecordsText={t('departmentTable.noRecords')}
        columns={withWrappingTitles([
          { accessor: 'index', title: '#', ...shownFrom('sm'), render: (_, index) => index + 1 },
          { accessor: 'degreeName', title: t('department.degreeName'), noWrap: true, ...shownFrom('sm') },
          {
            accessor: 'departmentName',
            title: t('department.departmentName'),
            noWrap: true,
            render: (department) => <OneLineText text={department.departmentName} />,
          },
          { accessor: 'facultyDepartment', title: t('department.facultyDepartment'), ...shownFrom('xl') },
          { accessor: 'totalSemester', title: t('department.totalSemester'), ...shownFrom('md') },
          {
            accessor: 'examType',
            title: t('department.examType'),
            ...shownFrom('lg'),
            render: (row) => row.examType || '—',
          },
          {
            accessor: 'hod',
            title: t('department.hod'),
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
            title: t('departmentTable.actions'),
            render: (department) => (
              <RowActions
                of={departmentName(department)}
                // A menu on a phone, so the HOD column keeps some room.
                menuBelow="sm"
                actions={[
                  {
                    label: t('departmentTable.edit'),
                    onClick: () => setDialog({ kind: 'edit', department }),
                  },
                  {
                    label: t('departmentTable.delete'),
                    color: 'red',
                    onClick: () => setDialog({ kind: 'delete', department }),
                  },
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
          question={t('departmentTable.deleteQuestion')}
          onConfirm={() => remove(dialog.department)}
          onClose={() => setDialog(undefined)}
        >
          {t('departmentTable.deleteBody', { department: departmentName(dialog.department) })}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'remove-hod' && (
        <ConfirmDialog
          question={t('departmentTable.removeHodQuestion')}
          confirmLabel={t('departmentTable.removeStaff')}
          cancelLabel={t('departmentTable.cancel')}
          onConfirm={() => removeHod(dialog.department, dialog.hod)}
          onClose={() => setDialog(undefined)}
        >
          {t('departmentTable.removeHodBody', {
            name: dialog.hod.name,
            department: departmentName(dialog.department),
          })}
          {headedBy(dialog.hod).length === 1 && ` ${t('departmentTable.becomesFaculty')}`}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
