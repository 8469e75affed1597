import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import type { DataTableColumn } from 'mantine-datatable'

/**
 * Lets column titles wrap onto two lines (DataTable keeps them on one), so the wide tables fit beside the
 * menu at 1280 px instead of hiding their last columns.
 */
export const withWrappingTitles = <T,>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] =>
  columns.map((column) =>
    typeof column.title === 'string'
      ? { ...column, title: <span style={{ whiteSpace: 'normal' }}>{column.title}</span> }
      : column,
  )

/**
 * The look both wide academic tables share: a list whose last column holds the row's actions (pinned to the
 * right edge), tight, in small type.
 */
export const WIDE_TABLE = { ...ACTIONS_LIST_TABLE, horizontalSpacing: 'xs', fz: 'sm' } as const
