import { Alert, List, Text } from '@mantine/core'
import type { MoveOutcome } from '../api/student-moves'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * What the last move left undone: students the server skipped, with its reason, and a move that stopped
 * part-way. It stays on screen until the next move, unlike the toast.
 */
export function MoveReport({
  outcome,
  nameOf,
  onClose,
}: {
  outcome: MoveOutcome
  nameOf: (id: string) => string
  onClose: () => void
}) {
  const { t } = useStaffTranslation('studentMoves')
  if (!outcome.skipped.length && !outcome.failure) return null
  return (
    <Alert
      color={outcome.failure ? 'red' : 'yellow'}
      title={outcome.failure ? t('report.stopped') : t('report.notMoved', { count: outcome.skipped.length })}
      // Mantine's yellow title is below AA contrast on its light background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      withCloseButton
      closeButtonLabel={t('report.close')}
      onClose={onClose}
    >
      {outcome.failure && (
        <Text size="sm" mb="xs">
          {t('report.failure', {
            moved: outcome.moved,
            notSent: outcome.failure.notSent,
            message: outcome.failure.message,
          })}
        </Text>
      )}
      {outcome.skipped.length > 0 && (
        <List size="sm" aria-label={t('report.notMovedList')}>
          {outcome.skipped.map((skip) => (
            <List.Item key={skip.id}>
              {nameOf(skip.id)}: {skip.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}
