import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A wide table in a named, focusable region that scrolls sideways with the browser's own scrollbar, so
 * keyboard users can scroll it and screen readers announce it (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string
  minWidth: number
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  )
}
