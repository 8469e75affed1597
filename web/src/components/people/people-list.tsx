import 'mantine-datatable/styles.css'
import { Button, Group, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { Fragment, type ReactNode, useState } from 'react'
import type { ImportPlan } from '@/components/spreadsheet-import/import-task'
import { SpreadsheetImportModal } from '@/components/spreadsheet-import/spreadsheet-import-modal'
import { AccountActions } from '@/components/ui/account-actions'
import { ExportButton } from '@/components/ui/export-button'
import { FilterSelect } from '@/components/ui/filter-select'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { StatusBadge } from '@/components/ui/status-badge'
import type { usePagedList } from '@/lib/paged-list'
import { toggleAccountStatus } from '@/lib/users'
import type { AccountStatus, PeopleFiltering } from './use-people-filters'

/** A person as the list's shared columns and actions need them. */
interface PersonRow {
  id: string
  name: string
  accountStatus: AccountStatus
}

const STATUS_CHOICES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISABLE', label: 'Disabled' },
]

/** The account status filter every people list ends with. */
function StatusFilter({
  value,
  onChange,
}: {
  value: AccountStatus | undefined
  onChange: (value: AccountStatus | undefined) => void
}) {
  return <FilterSelect label="Status" data={STATUS_CHOICES} value={value} onChange={onChange} />
}

/**
 * The staff and student lists' shared screen: add, import and export at the top, the filters, the table (its
 * own columns, then status and the account actions), the pages, and the add/edit and import dialogs.
 */
export function PeopleList<Row extends PersonRow, Fields>({
  addLabel,
  tableLabel,
  loadErrorTitle,
  noRecordsText,
  list,
  pageSize,
  filtering,
  filters,
  filterCols,
  columns,
  rowActions,
  onExport,
  importPlan,
  renderForm,
  children,
}: {
  /** The add button's label. */
  addLabel: string
  tableLabel: string
  loadErrorTitle: string
  noRecordsText: string
  list: ReturnType<typeof usePagedList<Row>>
  pageSize: number
  /** The list's filters and sort, which the status filter and the table's sort read and change too. */
  filtering: PeopleFiltering
  /** The list's own filter inputs, in one grid; the status filter follows them. */
  filters: ReactNode
  filterCols: SimpleGridProps['cols']
  /** The list's own columns; status and actions follow them. */
  columns: DataTableColumn<Row>[]
  /** Actions a row has after Edit and Disable/Enable. */
  rowActions?: (row: Row) => ReactNode
  onExport: () => Promise<void>
  importPlan: ImportPlan<Fields>
  /** The add (no row) or edit dialog. */
  renderForm: (form: { row: Row | undefined; onClose: () => void; onSaved: () => void }) => ReactNode
  /** Anything under the pages. */
  children?: ReactNode
}) {
  const [editing, setEditing] = useState<Row | undefined>()
  const [formOpen, form] = useDisclosure(false)
  const [importOpen, importer] = useDisclosure(false)

  const openForm = (row?: Row) => {
    setEditing(row)
    form.open()
  }

  async function toggleStatus(row: Row) {
    await toggleAccountStatus(row)
    await list.reload()
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => openForm()}>{addLabel}</Button>
        <Button variant="default" onClick={importer.open}>
          Import from Excel
        </Button>
        <ExportButton onExport={onExport} />
      </Group>
      <SimpleGrid cols={filterCols}>
        {filters}
        <StatusFilter
          value={filtering.filters.accountStatus}
          onChange={(accountStatus) => filtering.change({ accountStatus })}
        />
      </SimpleGrid>
      <LoadError title={loadErrorTitle} error={list.error} />
      <DataTable<Row>
        aria-label={tableLabel}
        withTableBorder
        striped
        minHeight={160}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText={noRecordsText}
        sortStatus={filtering.sortStatus}
        onSortStatusChange={filtering.onSortStatusChange}
        columns={[
          ...columns,
          {
            accessor: 'accountStatus',
            title: 'Status',
            noWrap: true,
            render: (row) => <StatusBadge status={row.accountStatus} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (row) => (
              <AccountActions
                status={row.accountStatus}
                onEdit={() => openForm(row)}
                onToggleStatus={() => void toggleStatus(row)}
              >
                {rowActions?.(row)}
              </AccountActions>
            ),
          },
        ]}
      />
      <PageControls
        page={list.page}
        pageSize={pageSize}
        shown={list.records?.length ?? 0}
        hasNext={list.hasNext}
        onPage={list.setPage}
      />
      {children}
      {formOpen && (
        <Fragment key={editing?.id ?? 'new'}>
          {renderForm({ row: editing, onClose: form.close, onSaved: () => void list.reload() })}
        </Fragment>
      )}
      <SpreadsheetImportModal
        plan={importPlan}
        opened={importOpen}
        onClose={importer.close}
        onFinished={() => void list.reload()}
      />
    </Stack>
  )
}
