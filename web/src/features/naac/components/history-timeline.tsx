import type { NaacHistoryEvent } from '@campus/core'
import type { TFunction } from 'i18next'
import { List, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useEntryHistory } from '../api/entries'
import { formatDateTime } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A value as a change shows it (the server names files by their names): a dash for nothing. */
const shown = (value: string | undefined) => (value?.trim() ? value : '—')

const describe = (change: NaacHistoryEvent['changes'][number], t: TFunction<'naac'>) =>
  t('history.change', {
    field: change.label ?? change.field,
    before: shown(change.before),
    after: shown(change.after),
  })

/** The actions the history names in words; any other shows as the server sends it, capitalised. */
const ACTIONS = ['create', 'update', 'delete', 'approve', 'unapprove', 'import'] as const
type Action = (typeof ACTIONS)[number]
const isAction = (action: string): action is Action => (ACTIONS as readonly string[]).includes(action)

/** What an action word means to a reader: "create" → "Created". */
const actionLabel = (action: string, t: TFunction<'naac'>) => {
  const word = action.toLowerCase()
  return isAction(word)
    ? t(`history.actions.${word}`)
    : action.charAt(0).toUpperCase() + action.slice(1).toLowerCase()
}

/** Who did what to an entry and when, newest first (`GET /boot/naac/:id/history`). */
export function HistoryTimeline({ entryId }: { entryId: string }) {
  const { t } = useStaffTranslation('naac')
  const history = useEntryHistory(entryId)
  return (
    <Stack component="section" aria-labelledby="naac-history" gap="sm">
      <Title order={2} size="h4" id="naac-history">
        {t('history.title')}
      </Title>
      <LoadError title={t('history.loadError')} error={history.error} />
      {history.isLoading && <Skeleton h={120} />}
      {history.data?.length === 0 && <Text c="dimmed">{t('history.empty')}</Text>}
      {!!history.data?.length && (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length}>
          {history.data.map((record, index) => (
            <Timeline.Item key={`${record.at}-${index}`} title={actionLabel(record.action, t)}>
              <Text size="sm" c="dimmed">
                {record.actorName ?? t('someone')}
                {record.actorType ? ` (${record.actorType})` : ''} · {formatDateTime(record.at)}
              </Text>
              {record.changes.length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {record.changes.map((change) => (
                    <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
                      {describe(change, t)}
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
