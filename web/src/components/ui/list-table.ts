import { keyboardScrollable } from './table-scroll'

/**
 * How a list's DataTable looks across the portal: bordered, striped, at least 160 px tall so an empty or loading
 * list keeps its place, and scrollable by keyboard. Spread it: `<DataTable {...LIST_TABLE} … />`.
 */
export const LIST_TABLE = {
  withTableBorder: true,
  striped: true,
  minHeight: 160,
  scrollAreaProps: keyboardScrollable,
} as const
