import { keyboardScrollable } from '@/components/ui/table-scroll'
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

/** The look both wide academic tables share: bordered, striped, tight, in small type, scrollable from the keyboard. */
export const WIDE_TABLE = {
  withTableBorder: true,
  striped: true,
  scrollAreaProps: keyboardScrollable,
  horizontalSpacing: 'xs',
  fz: 'sm',
  minHeight: 160,
} as const
