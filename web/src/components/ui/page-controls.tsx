import { Button, Group, type GroupProps, Text } from '@mantine/core'
import type { PagedList } from '@/lib/paged-list'
import { useTranslation } from 'react-i18next'

/** Previous, the page number and Next, for any list shown a page at a time. */
export function PageButtons({
  page,
  hasNext,
  onPage,
  ...group
}: Omit<GroupProps, 'children'> & { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('common')
  return (
    <Group gap="xs" {...group}>
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('ui.previous')}
      </Button>
      <Text size="sm">{t('ui.page', { page })}</Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('ui.next')}
      </Button>
    </Group>
  )
}

/** Previous and Next for a server-paged list, with which rows are showing. */
export function PageControls({ list }: { list: PagedList<unknown> }) {
  const { t } = useTranslation('common')
  const { page, pageSize, hasNext, setPage: onPage } = list
  const shown = list.records?.length ?? 0
  if (page === 1 && !hasNext) return null
  const first = (page - 1) * pageSize + 1
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown ? t('ui.rows', { first, last: first + shown - 1 }) : t('ui.noRows')}
      </Text>
      <PageButtons page={page} hasNext={hasNext} onPage={onPage} />
    </Group>
  )
}
