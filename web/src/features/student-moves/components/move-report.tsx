import { Alert, List, Text } from '@mantine/core'
import type { MoveOutcome } from '../api/student-moves'

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
  if (!outcome.skipped.length && !outcome.failure) return null
  return (
    <Alert
      color={outcome.failure ? 'red' : 'yellow'}
      title={
        outcome.failure
          ? 'The move stopped part-way'
          : `${outcome.skipped.length} ${outcome.skipped.length === 1 ? 'student was' : 'students were'} not moved`
      }
      // Mantine's yellow title is below AA contrast on its light background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      withCloseButton
      closeButtonLabel="Close the move report"
      onClose={onClose}
    >
      {outcome.failure && (
        <Text size="sm" mb="xs">
          {outcome.moved} moved; {outcome.failure.notSent} not sent: {outcome.failure.message}
        </Text>
      )}
      {outcome.skipped.length > 0 && (
        <List size="sm" aria-label="Students not moved">
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
