import type { CommentStatus, NaacEntryStatus } from '@campus/core'
import { Badge, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { ApprovedIcon, CommentIcon, SubmittedIcon, UnapprovedIcon, WaitingIcon } from './icons'

/** How each review state shows: its icon, colour (shades whose text keeps AA contrast) and words. */
const STATUSES = {
  WAITING: { label: 'Waiting', color: 'yellow.9', text: 'black', Icon: WaitingIcon },
  APPROVED: { label: 'Approved', color: 'teal.9', text: 'white', Icon: ApprovedIcon },
  UNAPPROVED: { label: 'Unapproved', color: 'red.9', text: 'white', Icon: UnapprovedIcon },
} as const satisfies Record<NaacEntryStatus, unknown>

/** An entry's review state as an icon with its name for screen readers and on hover. */
export function StatusIcon({ status }: { status: NaacEntryStatus }) {
  const { label, color, Icon } = STATUSES[status]
  return (
    <ThemeIcon variant="transparent" color={color} size="sm" title={label} role="img" aria-label={label}>
      <Icon />
    </ThemeIcon>
  )
}

/** An entry's review state as a badge with words. */
export function StatusBadge({ status }: { status: NaacEntryStatus }) {
  const { label, color, text, Icon } = STATUSES[status]
  return (
    <Badge color={color} c={text} variant="filled" leftSection={<Icon size={14} />} data-status={status}>
      {label}
    </Badge>
  )
}

/** A comment thread's state: `--` when there is none, OPEN green, CLOSED red (legacy-client 3.1). */
export function CommentStatusBadge({ status }: { status: CommentStatus | undefined }) {
  if (!status)
    return (
      <Text span size="xs" c="dimmed">
        <span aria-hidden>--</span>
        <VisuallyHidden>No comments</VisuallyHidden>
      </Text>
    )
  return (
    <Badge
      size="sm"
      variant="filled"
      color={status === 'OPEN' ? 'teal.9' : 'red.9'}
      style={{ flexShrink: 0 }}
    >
      {status}
    </Badge>
  )
}

/** The counter columns of the home table, each with its icon (the legend explains them). */
export const COUNTERS = [
  { key: 'submitted', label: 'submitted', color: 'blue.8', Icon: SubmittedIcon },
  { key: 'waiting', label: 'waiting', color: 'yellow.9', Icon: WaitingIcon },
  { key: 'approved', label: 'approved', color: 'teal.9', Icon: ApprovedIcon },
  { key: 'unApproved', label: 'unApproved', color: 'red.9', Icon: UnapprovedIcon },
  { key: 'commentCount', label: 'comments', color: 'grape.8', Icon: CommentIcon },
] as const

/** What the counters' icons mean (legacy-client 3.1's legend row). */
export function CountersLegend() {
  return (
    <Group
      gap="md"
      component="ul"
      aria-label="What the icons mean"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {COUNTERS.map(({ key, color, Icon }) => (
        <Group key={key} component="li" gap={4} wrap="nowrap">
          <ThemeIcon variant="transparent" color={color} size="sm">
            <Icon />
          </ThemeIcon>
          <Text size="sm">{LEGEND[key]}</Text>
        </Group>
      ))}
    </Group>
  )
}

const LEGEND: Record<(typeof COUNTERS)[number]['key'], string> = {
  submitted: 'Submitted',
  waiting: 'Waiting for approval',
  approved: 'Approved',
  unApproved: 'Unapproved',
  commentCount: 'Comments',
}
