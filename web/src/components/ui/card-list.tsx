import { Stack, type StackProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A list of cards, such as a table's form on a phone: a list, so screen readers count its items, without
 * bullets or indent. Its cards are its items (`<Paper component="li">`).
 */
export function CardList({
  label,
  gap = 'sm',
  children,
}: {
  /** The list's name for screen readers: the table's, on a wide screen. */
  label?: string
  gap?: StackProps['gap']
  children: ReactNode
}) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  )
}
