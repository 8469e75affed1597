import { Button, Group, type GroupProps, Text } from '@mantine/core'
import type { PagedList } from '@/lib/paged-list'

/** Previous, the page number and Next, for any list shown a page at a time. */
export function PageButtons({
  page,
  hasNext,
  onPage,
  ...group
}: Omit<GroupProps, 'children'> & { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  return (
    <Group gap="xs" {...group}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm">Page {page}</Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  )
}

/** Previous and Next for a server-paged list, with which rows are showing. */
export function PageControls({ list }: { list: PagedList<unknown> }) {
  const { page, pageSize, hasNext, setPage: onPage } = list
  const shown = list.records?.length ?? 0
  if (page === 1 && !hasNext) return null
  const first = (page - 1) * pageSize + 1
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown ? `Rows ${first} to ${first + shown - 1}` : 'No rows on this page'}
      </Text>
      <PageButtons page={page} hasNext={hasNext} onPage={onPage} />
    </Group>
  )
}
