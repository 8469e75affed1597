import { Alert, Code, Group, Skeleton, Stack, Text } from '@mantine/core'
import type { AnnouncementPreview } from '../api/announcements'

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The receivers the server counted, by type. */
function ReceiverCounts({ receivers }: { receivers: AnnouncementPreview['receivers'] }) {
  const counts: [string, number][] = [
    ['HOD', receivers.HOD],
    ['Faculty', receivers.FACULTY],
    ['Students', receivers.STUDENT],
    ['Parents', receivers.PARENT],
  ]
  return (
    <Group gap="lg" data-testid="receiver-counts">
      {counts.map(([label, count]) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={600}>{count}</Text>
        </div>
      ))}
    </Group>
  )
}

/**
 * What sending will do, as the server works it out (`POST /boot/announcement/preview`): who receives it, and
 * with an SMS its exact text, encoding and segments, how many SMS go, what they cost of the quota, what is
 * left, and who has no phone number.
 */
export function SmsPreview({
  preview,
  sms,
  loading,
}: {
  preview: AnnouncementPreview | undefined
  sms: boolean
  loading: boolean
}) {
  if (!preview) return loading ? <Skeleton h={120} /> : null
  const { sms: text } = preview
  const short = text.parts > text.available
  return (
    <Stack gap="sm" aria-busy={loading}>
      <ReceiverCounts receivers={preview.receivers} />
      {sms && (
        <Stack gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            SMS, exactly as it will be sent
          </Text>
          <Code block data-testid="sms-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text.text}
          </Code>
          <Text size="xs" c="dimmed">
            The link&apos;s key is made when the announcement is sent.
          </Text>
          <Text size="sm">
            {`${text.encoding}, ${plural(text.segments, 'segment')} per SMS. ${plural(text.messages, 'SMS', 'SMS')} to send, ${plural(text.parts, 'part')} of the quota; ${plural(text.available, 'part')} available.`}
          </Text>
          {text.truncated && (
            <Text size="sm" c="dimmed">
              The title is shortened in the SMS: the registered template takes at most 30 characters.
            </Text>
          )}
          {text.skippedNoPhone > 0 && (
            <Text size="sm" c="orange.9" data-testid="no-phone">
              {`${plural(text.skippedNoPhone, 'receiver')} ${text.skippedNoPhone === 1 ? 'has' : 'have'} no phone number and will get no SMS.`}
            </Text>
          )}
          {short && (
            <Alert color="red" title="Not enough SMS quota">
              {`These SMS need ${text.parts} parts and ${text.available} are available. Ask the administrator to raise the quota, or send without SMS.`}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  )
}
