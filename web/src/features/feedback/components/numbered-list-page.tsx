import { Group, Skeleton, Stack, Table, type TableScrollContainerProps, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { NumberedRows } from './numbered-rows'

/**
 * A feedback list screen (questions, templates, surveys): the heading with its create action, why the list did
 * not load, a skeleton while it loads, then its numbered table, or a note when it is empty. Dialogs follow.
 */
export function NumberedListPage<Item extends { id: string }>({
  title,
  action,
  list,
  loadError,
  tableLabel,
  emptyNote,
  scroll,
  headers,
  name,
  cells,
  children,
}: {
  title: string
  /** The create button, when the reader may create. */
  action?: ReactNode
  list: { data?: readonly Item[]; error?: Error }
  /** The title of the load error: "The questions did not load". */
  loadError: string
  /** The table's accessible name: "Questions". */
  tableLabel: string
  emptyNote: string
  /** How wide the table stays before it scrolls sideways. */
  scroll: Pick<TableScrollContainerProps, 'minWidth' | 'scrollAreaProps'>
  /** The header cells after "#" and the name's. */
  headers: ReactNode
  name: (item: Item) => ReactNode
  cells?: (item: Item, index: number) => ReactNode
  children?: ReactNode
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      <LoadError title={loadError} error={list.error} />
      {!list.data && !list.error ? (
        <Skeleton h={200} />
      ) : list.data?.length ? (
        <Table.ScrollContainer {...scroll}>
          <Table striped withTableBorder aria-label={tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                {headers}
              </Table.Tr>
            </Table.Thead>
            <NumberedRows items={list.data} name={name} cells={cells} />
          </Table>
        </Table.ScrollContainer>
      ) : (
        !list.error && <Text>{emptyNote}</Text>
      )}
      {children}
    </Stack>
  )
}
