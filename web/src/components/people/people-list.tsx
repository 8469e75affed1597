import 'mantine-datatable/styles.css'
import { Button, Group, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { Fragment, type ReactNode, useState } from 'react'
import { SpreadsheetImportModal } from '@/components/spreadsheet-import/spreadsheet-import-modal'
import { AccountActions } from '@/components/ui/account-actions'
import { ExportButton } from '@/components/ui/export-button'
import { FilterSelect } from '@/components/ui/filter-select'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import type { RowActionItem } from '@/components/ui/row-actions'
import { StatusBadge } from '@/components/ui/status-badge'
import { departmentName, useDepartments } from '@/lib/academics'
import type { usePagedList } from '@/lib/paged-list'
import { downloadWorkbook } from '@/lib/spreadsheet'
import { toggleAccountStatus } from '@/lib/users'
import type { PersonDialogProps } from './person-form-modal'
import type { AccountStatus, PersonRow } from './person-row'
import type { PersonWorkbook } from './people-workbook'
import type { PeopleFiltering } from './use-people-filters'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The department filter every people list starts with. */
function DepartmentFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const { t } = useStaffTranslation('components')
  const { data: departments = [] } = useDepartments()
  const choices = departments.map((department) => ({
    value: department.id,
    label: departmentName(department),
  }))
  return (
    <FilterSelect
      label={t('peopleList.department')}
      data={choices}
      value={value}
      onChange={onChange}
      searchable
    />
  )
}

/** The account status filter every people list ends with. */
function StatusFilter({
  value,
  onChange,
}: {
  value: AccountStatus | undefined
  onChange: (value: AccountStatus | undefined) => void
}) {
  const { t } = useStaffTranslation('components')
  const choices = [
    { value: 'ACTIVE', label: t('peopleList.active') },
    { value: 'DISABLE', label: t('peopleList.disabled') },
  ]
  return <FilterSelect label={t('peopleList.status')} data={choices} value={value} onChange={onChange} />
}

/**
 * The staff and student lists' shared screen: add, import and export at the top, the filters (department, the
 * list's own, status), the table (its own columns, then status and the account actions), the pages, and the
 * add/edit and import dialogs.
 */
export function PeopleList<Row extends Pick<PersonRow, 'id' | 'name' | 'accountStatus'>, Fields>({
  noun,
  list,
  filtering,
  onDepartmentChange = (departmentId) => filtering.change({ departmentId }),
  filters,
  filterCols,
  columns,
  rowActions,
  workbook,
  fetchAll,
  renderForm,
  children,
}: {
  /**
   * Who the list holds, one and many ("student", "students"), in the reader's words (the feature's t): the
   * list's labels and messages say it.
   */
  noun: { one: string; many: string }
  list: ReturnType<typeof usePagedList<Row>>
  /** The list's filters and sort, which the department and status filters and the table's sort read and change. */
  filtering: PeopleFiltering
  /** A department chosen: by default the department filter changes alone (a list may clear its narrower ones). */
  onDepartmentChange?: (departmentId: string | undefined) => void
  /** The list's own filter inputs, in one grid after the department filter; the status filter follows them. */
  filters: ReactNode
  filterCols: SimpleGridProps['cols']
  /**
   * The list's own columns; status and actions follow them. Mark the secondary ones (`secondary` in
   * components/ui/table-columns), so a narrow screen keeps the name, the status and the actions.
   */
  columns: DataTableColumn<Row>[]
  /** Actions a row has after Edit and Disable/Enable. */
  rowActions?: (row: Row) => RowActionItem[]
  /** The list's workbook: its export (in these columns) and its import. */
  workbook: PersonWorkbook<Row, Fields>
  /** Every row the filters match, for the export. */
  fetchAll: () => Promise<Row[]>
  /** The add (no row) or edit dialog. */
  renderForm: (form: { row: Row | undefined } & PersonDialogProps) => ReactNode
  /** Anything under the pages. */
  children?: ReactNode
}) {
  const { t } = useStaffTranslation('components')
  const [editing, setEditing] = useState<Row | undefined>()
  const [formOpen, form] = useDisclosure(false)
  const [importOpen, importer] = useDisclosure(false)

  const openForm = (row?: Row) => {
    setEditing(row)
    form.open()
  }

  // The table's name, and the export's file and sheet: "Students", "Staff".
  const label = noun.many.charAt(0).toUpperCase() + noun.many.slice(1)
  async function exportAll() {
    const rows = await fetchAll()
    await downloadWorkbook(`${label}.xlsx`, [
      { name: label, columns: workbook.columns, rows: rows.map(workbook.sheetRow) },
    ])
  }

  async function toggleStatus(row: Row) {
    await toggleAccountStatus(row)
    await list.reload()
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => openForm()}>{t('peopleList.add', { noun: noun.one })}</Button>
        <Button variant="default" onClick={importer.open}>
          {t('peopleList.import')}
        </Button>
        <ExportButton onExport={exportAll} />
      </Group>
      <SimpleGrid cols={filterCols}>
        <DepartmentFilter value={filtering.filters.departmentId} onChange={onDepartmentChange} />
        {filters}
        <StatusFilter
          value={filtering.filters.accountStatus}
          onChange={(accountStatus) => filtering.change({ accountStatus })}
        />
      </SimpleGrid>
      <LoadError title={t('peopleList.loadError', { noun: noun.one })} error={list.error} />
      <DataTable<Row>
        aria-label={label}
        {...LIST_TABLE}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText={t('peopleList.noRecords', { nouns: noun.many })}
        sortStatus={filtering.sortStatus}
        onSortStatusChange={filtering.onSortStatusChange}
        columns={[
          ...columns,
          {
            accessor: 'accountStatus',
            title: t('peopleList.status'),
            noWrap: true,
            // Status and actions keep to the right edge: on a narrow screen the secondary columns scroll under them.
            pinned: 'right',
            render: (row) => <StatusBadge status={row.accountStatus} />,
          },
          {
            accessor: 'actions',
            title: t('peopleList.actions'),
            noWrap: true,
            pinned: 'right',
            render: (row) => (
              <AccountActions
                name={row.name}
                status={row.accountStatus}
                onEdit={() => openForm(row)}
                onToggleStatus={() => void toggleStatus(row)}
                more={rowActions?.(row)}
              />
            ),
          },
        ]}
      />
      <PageControls list={list} />
      {children}
      {formOpen && (
        <Fragment key={editing?.id ?? 'new'}>
          {renderForm({ row: editing, opened: true, onClose: form.close, onSaved: () => list.reload() })}
        </Fragment>
      )}
      <SpreadsheetImportModal
        plan={workbook.importPlan}
        opened={importOpen}
        onClose={importer.close}
        onFinished={() => void list.reload()}
      />
    </Stack>
  )
}
