import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type Reminded, remindMissing } from '../api/bulk'
import { formatDateTime } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What a reminder did, in a sentence. */
const remindedText = ({ reminded, sms }: Reminded, t: TFunction<'assignments'>) =>
  sms ? t('remind.remindedWithSms', { count: reminded, sms }) : t('remind.reminded', { count: reminded })

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
  const { t } = useStaffTranslation('assignments')
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
      notify('success', remindedText(done, t))
      setOpen(false)
      await onReminded()
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('remind.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="default" disabled={missing === 0} onClick={() => setOpen(true)}>
          {t('remind.button')}
        </Button>
        {remindedOn !== undefined && !result && (
          <Text size="sm" c="dimmed">
            {t('remind.last', { when: formatDateTime(remindedOn) })}
          </Text>
        )}
      </Group>
      {result && (
        <Text size="sm" data-testid="reminded" aria-live="polite">
          {remindedText(result, t)}
        </Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('remind.title')} centered>
        <Stack>
          <Text>{t('remind.goesTo', { count: missing })}</Text>
          <Checkbox
            label={t('remind.alsoSms')}
            checked={sms}
            onChange={(event) => setSms(event.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" title={t('remind.notSent')}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('remind.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void remind()}>
              {t('remind.remind')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
