import 'mantine-datatable/styles.css'
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { ExportButton } from '@/components/ui/export-button'
import { useDisclosure } from '@mantine/hooks'
import { DataTable, type DataTableSortStatus } from 'mantine-datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { SpreadsheetImportModal } from '@/components/spreadsheet-import/spreadsheet-import-modal'
import { AccountActions } from '@/components/ui/account-actions'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { StatusBadge } from '@/components/ui/status-badge'
import { paths } from '@/config/paths'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { downloadWorkbook } from '@/lib/spreadsheet'
import { toggleAccountStatus } from '@/lib/users'
import { fetchAllStaff, STAFF_PAGE, type StaffFilters, type StaffRow, useStaffList } from '../api/staff-list'
import { staffColumns, staffImportPlan, staffSheetRow, type StaffLookups } from '../api/staff-workbook'
import { StaffFormModal } from './staff-form-modal'

const STATUS_CHOICES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISABLE', label: 'Disabled' },
]

/** manage-staff: every HOD and faculty member, filtered, sorted and paged, with add, edit, disable and import. */
export function StaffList() {
  const [filters, setFilters] = useState<StaffFilters>({
    sort: 'name',
    order: 'asc',
    accountStatus: 'ACTIVE',
  })
  const list = useStaffList(filters)
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypeRecords = [] } = useStaffTypes()
  const { data: departments = [] } = useDepartments()
  const staffTypes = staffTypeRecords.map((type) => ({ id: String(type.id), name: String(type.name) }))
  const lookups: StaffLookups = { departments, facultyDepartments, staffTypes }
  const [editing, setEditing] = useState<StaffRow | undefined>()
  const [formOpen, form] = useDisclosure(false)
  const [importOpen, importer] = useDisclosure(false)

  const sortStatus: DataTableSortStatus<StaffRow> = {
    columnAccessor: filters.sort,
    direction: filters.order,
  }

  async function toggleStatus(staff: StaffRow) {
    await toggleAccountStatus(staff)
    await list.reload()
  }

  async function exportAll() {
    const staff = await fetchAllStaff(filters)
    await downloadWorkbook('Staff.xlsx', [
      {
        name: 'Staff',
        columns: staffColumns(lookups),
        rows: staff.map((row) => staffSheetRow(row, lookups)),
      },
    ])
  }

  const setFilter = (name: 'facultyDeptId' | 'staffTypeId' | 'accountStatus') => (value: string | null) =>
    setFilters((current) => ({ ...current, [name]: value ?? undefined }))

  return (
    <Stack>
      <Group justify="flex-end">
        <Button
          onClick={() => {
            setEditing(undefined)
            form.open()
          }}
        >
          Add staff
        </Button>
        <Button variant="default" onClick={importer.open}>
          Import from Excel
        </Button>
        <ExportButton onExport={exportAll} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Faculty department"
          placeholder="All"
          data={facultyDepartments.map((fd) => ({ value: fd.id, label: fd.name }))}
          value={filters.facultyDeptId ?? null}
          onChange={setFilter('facultyDeptId')}
          clearable
        />
        <Select
          label="Staff type"
          placeholder="All"
          data={staffTypes.map((type) => ({ value: type.id, label: type.name }))}
          value={filters.staffTypeId ?? null}
          onChange={setFilter('staffTypeId')}
          clearable
        />
        <Select
          label="Status"
          placeholder="All"
          data={STATUS_CHOICES}
          value={filters.accountStatus ?? null}
          onChange={setFilter('accountStatus')}
          clearable
        />
      </SimpleGrid>
      <LoadError title="The staff list did not load" error={list.error} />
      <DataTable<StaffRow>
        aria-label="Staff"
        withTableBorder
        striped
        minHeight={160}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText="No staff match these filters"
        sortStatus={sortStatus}
        onSortStatusChange={({ columnAccessor, direction }) =>
          setFilters((current) => ({
            ...current,
            sort: columnAccessor === 'email' ? 'email' : 'name',
            order: direction,
          }))
        }
        columns={[
          {
            accessor: 'name',
            sortable: true,
            render: (staff) => (
              <Anchor component={Link} to={paths.staffProfile.href(staff.id)}>
                {staff.name}
              </Anchor>
            ),
          },
          { accessor: 'email', sortable: true },
          { accessor: 'phone', render: (staff) => staff.phone ?? '—' },
          {
            accessor: 'usertype',
            title: 'Role',
            render: (staff) => (staff.usertype === 'HOD' ? 'HOD' : 'Faculty'),
          },
          {
            accessor: 'departments',
            render: (staff) => staff.departments.map(departmentName).join(', ') || '—',
          },
          {
            accessor: 'staffTypeId',
            title: 'Staff type',
            render: (staff) => staffTypes.find((type) => type.id === staff.staffTypeId)?.name ?? '—',
          },
          {
            accessor: 'accountStatus',
            title: 'Status',
            noWrap: true,
            render: (staff) => <StatusBadge status={staff.accountStatus} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (staff) => (
              <AccountActions
                status={staff.accountStatus}
                onEdit={() => {
                  setEditing(staff)
                  form.open()
                }}
                onToggleStatus={() => void toggleStatus(staff)}
              >
                <Button
                  size="compact-xs"
                  variant="light"
                  component={Link}
                  to={paths.staffPassword.href(staff.id)}
                >
                  Set password
                </Button>
              </AccountActions>
            ),
          },
        ]}
      />
      <PageControls
        page={list.page}
        pageSize={STAFF_PAGE}
        shown={list.records?.length ?? 0}
        hasNext={list.hasNext}
        onPage={list.setPage}
      />
      <Text size="sm" c="dimmed">
        Assign an HOD from Manage Department. People without a password set one with “Forgot your password?”
        on the sign-in page, or an administrator sets it here.
      </Text>
      {formOpen && (
        <StaffFormModal
          key={editing?.id ?? 'new'}
          staff={editing}
          opened={formOpen}
          onClose={form.close}
          onSaved={() => void list.reload()}
        />
      )}
      <SpreadsheetImportModal
        plan={staffImportPlan(lookups)}
        opened={importOpen}
        onClose={importer.close}
        onFinished={() => void list.reload()}
      />
    </Stack>
  )
}
