import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type Reminded, remindMissing } from '../api/bulk'
import { formatDateTime } from '../utils/format'

/** What a reminder did, in a sentence. */
const remindedText = ({ reminded, sms }: Reminded) =>
  `Reminded ${reminded} ${reminded === 1 ? 'student' : 'students'}${sms ? `; ${sms} SMS queued` : ''}.`

/**
 * "Remind those missing": an announcement (and, when asked, an SMS) to the students of the assignment's groups
 * who have not submitted; at most one an hour (the server refuses sooner ones).
 */
export function RemindButton({
  assignmentId,
  missing,
  remindedOn,
  onReminded,
}: {
  assignmentId: string
  /** Students who have not submitted, as the table shows them now. */
  missing: number
  /** When the last reminder went, if one did. */
  remindedOn: number | undefined
  onReminded: () => unknown
}) {
  const [open, setOpen] = useState(false)
  const [sms, setSms] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [result, setResult] = useState<Reminded>()

  async function remind() {
    setBusy(true)
    setFailure(undefined)
    try {
      const done = await remindMissing(assignmentId, sms)
      setResult(done)
      notify('success', remindedText(done))
      setOpen(false)
      await onReminded()
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : 'The reminder was not sent. Try again in a moment.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="default" disabled={missing === 0} onClick={() => setOpen(true)}>
          Remind those missing
        </Button>
        {remindedOn !== undefined && !result && (
          <Text size="sm" c="dimmed">{`Last reminder: ${formatDateTime(remindedOn)}`}</Text>
        )}
      </Group>
      {result && (
        <Text size="sm" data-testid="reminded" aria-live="polite">
          {remindedText(result)}
        </Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Remind those missing" centered>
        <Stack>
          <Text>
            {`An announcement goes to the ${missing} ${missing === 1 ? 'student' : 'students'} who have not submitted.`}
          </Text>
          <Checkbox
            label="Also send SMS"
            checked={sms}
            onChange={(event) => setSms(event.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" title="Not sent">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void remind()}>
              Remind
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
