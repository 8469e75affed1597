import type { NaacEntryView } from '@campus/core'
import 'mantine-datatable/styles.css'
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { FileLink } from '@/components/files/file-link'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { Link } from 'react-router'
import { LIST_TABLE } from '@/components/ui/list-table'
import { shownFrom } from '@/components/ui/table-columns'
import { formatDate } from '@/lib/format'
import type { FieldColumn } from '../utils/columns'
import { fileLabelOf } from '../utils/files'
import { entryTextOf } from '../utils/form-fields'
import { DeleteIcon, ViewIcon } from './icons'
import { CommentStatusBadge, StatusIcon } from './status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** An entry as a row: its number on the whole list, for names such as "View entry 3". */
export type EntryRow = NaacEntryView & { number: number }

/** A field's value in its cell: a file as its link with Add or Edit, long text cut to three lines. */
function FieldCell({
  row,
  column,
  onFile,
}: {
  row: EntryRow
  column: FieldColumn
  onFile: ((row: EntryRow, column: FieldColumn) => void) | undefined
}) {
  const { t } = useStaffTranslation('naac')
  const value = row.fieldValues[column.key]
  if (column.type === 'file') {
    const hasFile = Boolean(value?.fileKey)
    return (
      <Stack gap={2} align="flex-start">
        {value?.fileKey ? (
          <FileLink href={value.url} size="sm">
            {fileLabelOf({ fileKey: value.fileKey })}
          </FileLink>
        ) : (
          <Text size="sm" c="dimmed">
            ----
          </Text>
        )}
        {onFile && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t(hasFile ? 'entries.editFileOf' : 'entries.addFileOf', {
              label: column.label,
              number: row.number,
            })}
            onClick={() => onFile(row, column)}
          >
            {hasFile ? t('entries.edit') : t('entries.add')}
          </Button>
        )}
      </Stack>
    )
  }
  const text = entryTextOf(value)
  if (!text) return <Text c="dimmed">—</Text>
  return (
    <Text
      size="sm"
      lineClamp={3}
      title={text.length > 120 ? text : undefined}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      {text}
    </Text>
  )
}

/** Who made or last changed an entry and when; `---` when it has not changed. */
function Stamp({ on, by }: { on: number | undefined; by: string | undefined }) {
  if (!on || !by) return <Text c="dimmed">---</Text>
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(on)}
      </Text>
      <Text size="xs" c="dimmed">
        {by}
      </Text>
    </Stack>
  )
}

/**
 * The submitted list's table (legacy-client 3.1): a checkbox per row for the bulk actions, `#`, the actions
 * (comment state, review state, view, delete), a column per field, and Created / Modified. Paged by the server,
 * 50 a page.
 */
export function EntriesTable({
  rows,
  columns,
  fetching,
  viewPath,
  selectable,
  selected,
  onSelectedChange,
  onDelete,
  onFile,
  page,
  pageSize,
  total,
  onPage,
}: {
  rows: EntryRow[]
  columns: FieldColumn[]
  fetching: boolean
  viewPath: (entry: NaacEntryView) => string
  selectable: boolean
  selected: EntryRow[]
  onSelectedChange: (rows: EntryRow[]) => void
  /** Offered to those who may delete. */
  onDelete: ((row: EntryRow) => void) | undefined
  /** Offered to those who may enter files. */
  onFile: ((row: EntryRow, column: FieldColumn) => void) | undefined
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const { t } = useStaffTranslation('naac')
  const tableColumns: DataTableColumn<EntryRow>[] = [
    // On a phone the number gives way to the fields; the actions name the entry by it anyway.
    { accessor: 'number', title: '#', width: 48, ...shownFrom('xs') },
    {
      accessor: 'actions',
      title: t('entries.actions'),
      // Room for the widest badge (CLOSED) and the icons beside it.
      width: onDelete ? 190 : 156,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <CommentStatusBadge status={row.commentStatus} />
          <StatusIcon status={row.status} />
          <Tooltip label={t('entries.view')} withArrow>
            <ActionIcon
              component={Link}
              to={viewPath(row)}
              variant="subtle"
              aria-label={t('entries.viewOf', { number: row.number })}
            >
              <ViewIcon />
            </ActionIcon>
          </Tooltip>
          {onDelete && (
            <Tooltip label={t('entries.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={t('entries.deleteOf', { number: row.number })}
                onClick={() => onDelete(row)}
              >
                <DeleteIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
    ...columns.map((column): DataTableColumn<EntryRow> => ({
      accessor: `field:${column.key}`,
      title: column.label,
      cellsStyle: () => ({ minWidth: column.type === 'textarea' ? 220 : 140, maxWidth: 320 }),
      render: (row) => <FieldCell row={row} column={column} onFile={onFile} />,
    })),
    {
      accessor: 'createdOn',
      title: t('entries.created'),
      render: (row) => <Stamp on={row.createdOn} by={row.createdByName} />,
    },
    {
      accessor: 'modifiedOn',
      title: t('entries.modified'),
      render: (row) => <Stamp on={row.modifiedOn} by={row.modifiedByName} />,
    },
  ]

  return (
    <DataTable<EntryRow>
      aria-label={t('entries.label')}
      {...LIST_TABLE}
      fetching={fetching}
      records={rows}
      idAccessor="id"
      noRecordsText={t('entries.none')}
      columns={tableColumns}
      {...(selectable
        ? {
            selectedRecords: selected,
            onSelectedRecordsChange: onSelectedChange,
            allRecordsSelectionCheckboxProps: { 'aria-label': t('entries.selectPage') },
            getRecordSelectionCheckboxProps: (row: EntryRow) => ({
              'aria-label': t('entries.selectOf', { number: row.number }),
            }),
          }
        : {})}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) =>
        t('entries.pagination', { from, to, total: totalRecords })
      }
      getPaginationControlProps={(control) => ({
        'aria-label': t(`entries.pageControl.${control}`),
      })}
    />
  )
}
