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

/**
 * LIST_TABLE for a list whose last column holds each row's actions: that column is pinned to the right edge, so
 * the actions stay in view while a table wider than the screen scrolls sideways under them.
 */
export const ACTIONS_LIST_TABLE = { ...LIST_TABLE, pinLastColumn: true } as const
