import {
  Button,
  Group,
  Progress,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useId, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { LoadError } from '@/components/ui/load-error'
import { type ApiError, toApiError } from '@/lib/api-error'
import { useErrorText } from '@/lib/i18n/error-text'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { notify } from '@/lib/notify'
import { excludeBurst, restoreBurst, useSubmissionPattern, type SubmissionPatternData } from '../api/report'
import { refreshFeedback } from '../api/refresh'

const MINUTE_MS = 60 * 1000

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const timeOf = (epochMs: number) => timeFormat.format(new Date(epochMs))

/** Leave out the answers of the minutes from one row to another: the organiser picks both from the pattern. */
function ExcludeBurstForm({ pattern, onChanged }: { pattern: SubmissionPatternData; onChanged: () => void }) {
  const { t } = useStaffTranslation('feedback')
  const errorText = useErrorText()
  const [from, setFrom] = useState<string | null>(null)
  const [to, setTo] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiError>()
  const minutes = pattern.minutes.map(({ minute, answers }) => ({
    value: String(minute),
    label: t('pattern.minuteOption', { time: timeOf(minute), count: answers }),
  }))

  async function exclude() {
    if (from === null || to === null) return
    const start = Math.min(Number(from), Number(to))
    // The burst runs to the end of its last minute, or to now while that minute is still going.
    const end = Math.min(Math.max(Number(from), Number(to)) + MINUTE_MS, Date.now())
    setSending(true)
    setFailure(undefined)
    try {
      await excludeBurst(pattern.referenceId, {
        feedbackTemplateId: pattern.feedbackTemplateId,
        from: start,
        to: end,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      })
      notify('success', t('pattern.excludedNotice'))
      setFrom(null)
      setTo(null)
      setReason('')
      onChanged()
    } catch (error) {
      setFailure(toApiError(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select label={t('pattern.from')} data={minutes} value={from} onChange={setFrom} searchable />
        <Select label={t('pattern.to')} data={minutes} value={to} onChange={setTo} searchable />
        <TextInput
          label={t('pattern.reason')}
          value={reason}
          maxLength={500}
          onChange={(change) => setReason(change.currentTarget.value)}
        />
        <Button onClick={() => void exclude()} loading={sending} disabled={from === null || to === null}>
          {t('pattern.exclude')}
        </Button>
      </Group>
      <FailureAlert title={t('pattern.notExcluded')} failure={errorText(failure)} />
    </Stack>
  )
}

/**
 * How an event form's answers came in, per minute, for its organiser (docs/adr/0033): a flood shows as a burst
 * of minutes with many answers, which can be left out of the report (audited) and put back.
 */
export function SubmissionPattern({
  referenceId,
  feedbackTemplateId,
}: {
  referenceId: string
  feedbackTemplateId?: string | undefined
}) {
  const { t } = useStaffTranslation('feedback')
  const pattern = useSubmissionPattern(referenceId, feedbackTemplateId)
  const headingId = useId()
  const data = pattern.data
  const busiest = Math.max(1, ...(data?.minutes.map(({ answers }) => answers) ?? []))
  const changed = () => void refreshFeedback()

  async function putBack(burstId: string) {
    if (!data) return
    await restoreBurst(data.referenceId, data.feedbackTemplateId, burstId)
    notify('success', t('pattern.restoredNotice'))
    changed()
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('pattern.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('pattern.help')}
      </Text>
      <LoadError title={t('pattern.loadError')} error={pattern.error} />
      {!data && !pattern.error && <Skeleton h={120} />}
      {data && (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pattern.minute')}</Table.Th>
                <Table.Th>{t('pattern.answers')}</Table.Th>
                <Table.Th>{t('pattern.excludedAnswers')}</Table.Th>
                <Table.Th w="40%">
                  <VisuallyHidden>{t('pattern.bar')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.minutes.map(({ minute, answers, excluded }) => (
                <Table.Tr key={minute}>
                  <Table.Td>{timeOf(minute)}</Table.Td>
                  <Table.Td>{answers}</Table.Td>
                  <Table.Td>{excluded}</Table.Td>
                  <Table.Td>
                    <Progress
                      value={(answers / busiest) * 100}
                      color={excluded ? 'gray' : 'blue'}
                      aria-hidden
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.minutes.length > 0 && <ExcludeBurstForm pattern={data} onChanged={changed} />}
          {data.excluded.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t('pattern.excludedTitle')}
              </Title>
              {data.excluded.map((burst) => (
                <Group key={burst.id} justify="space-between">
                  <Text>
                    {t('pattern.excludedBurst', {
                      from: timeOf(burst.from),
                      to: timeOf(burst.to),
                      count: burst.answers,
                    })}
                    {burst.reason ? ` · ${burst.reason}` : ''}
                  </Text>
                  <Button size="compact-sm" variant="light" onClick={() => void putBack(burst.id)}>
                    {t('pattern.putBack')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  )
}
