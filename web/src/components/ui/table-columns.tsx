import { type MantineBreakpoint, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'

/**
 * Column props for a secondary column, one that gives way on narrow screens: shown from the Mantine breakpoint
 * `from` up, so the essential columns (a row's name, status and actions) keep their room below it. Spread them:
 * `{ accessor: 'email', ...shownFrom('lg') }`.
 */
export function shownFrom(from: MantineBreakpoint): Pick<DataTableColumn, 'visibleMediaQuery'> {
  return { visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints[from]})` }
}

/** How many characters a one-line text shows before it is cut. */
const ONE_LINE_CHARS = 32

/**
 * Style props that keep a short text, such as a name, to one line in a table cell: past `chars` characters it
 * is cut with an ellipsis, and its title (the browser's tooltip) then holds the whole text. On a phone it is cut
 * sooner, at 40% of the screen's width, to leave the row's status and actions their room. (A plain CSS `min()`:
 * Mantine's responsive style props would put a <style> element, and its text, inside the cell.) Spread them on
 * a Text or an Anchor, in a `noWrap` column.
 */
export function oneLine(text: string, chars = ONE_LINE_CHARS) {
  return {
    truncate: 'end',
    display: 'block',
    maw: `min(${chars}ch, 40vw)`,
    // A phone may cut it from about 18 characters.
    title: text.length > Math.min(chars, 18) ? text : undefined,
  } as const
}

/** A plain text on one line (see `oneLine`); a dash when there is none. */
export function OneLineText({ text, chars }: { text: string | undefined; chars?: number }) {
  if (!text) return <>—</>
  return (
    <Text span inherit {...oneLine(text, chars)}>
      {text}
    </Text>
  )
}
