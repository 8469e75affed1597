import type { NaacHistoryEvent } from '@campus/core'
import { List, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useEntryHistory } from '../api/entries'
import { formatDateTime } from '../utils/format'

/** A value as a change shows it (the server names files by their names): a dash for nothing. */
const shown = (value: string | undefined) => (value?.trim() ? value : '—')

const describe = (change: NaacHistoryEvent['changes'][number]) =>
  `${change.label ?? change.field}: ${shown(change.before)} → ${shown(change.after)}`

/** What an action word means to a reader: "create" → "Created". */
const actionLabel = (action: string) => {
  const words: Record<string, string> = {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    approve: 'Approved',
    unapprove: 'Unapproved',
    import: 'Imported',
  }
  return words[action.toLowerCase()] ?? action.charAt(0).toUpperCase() + action.slice(1).toLowerCase()
}

/** Who did what to an entry and when, newest first (`GET /boot/naac/:id/history`). */
export function HistoryTimeline({ entryId }: { entryId: string }) {
  const history = useEntryHistory(entryId)
  return (
    <Stack component="section" aria-labelledby="naac-history" gap="sm">
      <Title order={2} size="h4" id="naac-history">
        History
      </Title>
      <LoadError title="The history did not load" error={history.error} />
      {history.isLoading && <Skeleton h={120} />}
      {history.data?.length === 0 && <Text c="dimmed">Nothing has been recorded for this entry yet.</Text>}
      {!!history.data?.length && (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length}>
          {history.data.map((record, index) => (
            <Timeline.Item key={`${record.at}-${index}`} title={actionLabel(record.action)}>
              <Text size="sm" c="dimmed">
                {record.actorName ?? 'Someone'}
                {record.actorType ? ` (${record.actorType})` : ''} · {formatDateTime(record.at)}
              </Text>
              {record.changes.length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {record.changes.map((change) => (
                    <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
                      {describe(change)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  )
}
