import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The body of the feedback section's numbered tables: each row starts with its number (from 1) and the text
 * that names it, which wraps anywhere so a long unbroken word cannot widen the table; the row's other cells follow.
 */
export function NumberedRows<Item extends { id: string }>({
  items,
  name,
  cells,
}: {
  items: readonly Item[]
  /** What names the row, in its second cell. */
  name: (item: Item) => ReactNode
  /** The row's cells after the name. */
  cells?: (item: Item, index: number) => ReactNode
}) {
  return (
    <Table.Tbody>
      {items.map((item, index) => (
        <Table.Tr key={item.id}>
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{name(item)}</Table.Td>
          {cells?.(item, index)}
        </Table.Tr>
      ))}
    </Table.Tbody>
  )
}
