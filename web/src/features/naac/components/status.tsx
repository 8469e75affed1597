import type { CommentStatus, NaacEntryStatus } from '@campus/core'
import { Badge, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { ApprovedIcon, CommentIcon, SubmittedIcon, UnapprovedIcon, WaitingIcon } from './icons'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * How each review state shows: its icon and colour (shades whose text keeps AA contrast); its words are
 * `status.<code>` in the naac namespace.
 */
const STATUSES = {
  WAITING: { color: 'yellow.9', text: 'black', Icon: WaitingIcon },
  APPROVED: { color: 'teal.9', text: 'white', Icon: ApprovedIcon },
  UNAPPROVED: { color: 'red.9', text: 'white', Icon: UnapprovedIcon },
} as const satisfies Record<NaacEntryStatus, unknown>

/** An entry's review state as an icon with its name for screen readers and on hover. */
export function StatusIcon({ status }: { status: NaacEntryStatus }) {
  const { t } = useStaffTranslation('naac')
  const { color, Icon } = STATUSES[status]
  const label = t(`status.${status}`)
  return (
    <ThemeIcon variant="transparent" color={color} size="sm" title={label} role="img" aria-label={label}>
      <Icon />
    </ThemeIcon>
  )
}

/** An entry's review state as a badge with words. */
export function StatusBadge({ status }: { status: NaacEntryStatus }) {
  const { t } = useStaffTranslation('naac')
  const { color, text, Icon } = STATUSES[status]
  const label = t(`status.${status}`)
  return (
    <Badge color={color} c={text} variant="filled" leftSection={<Icon size={14} />} data-status={status}>
      {label}
    </Badge>
  )
}

/** A comment thread's state: `--` when there is none, OPEN green, CLOSED red (legacy-client 3.1). */
export function CommentStatusBadge({ status }: { status: CommentStatus | undefined }) {
  const { t } = useStaffTranslation('naac')
  if (!status)
    return (
      <Text span size="xs" c="dimmed">
        <span aria-hidden>--</span>
        <VisuallyHidden>{t('commentStatus.none')}</VisuallyHidden>
      </Text>
    )
  return (
    <Badge
      size="sm"
      variant="filled"
      color={status === 'OPEN' ? 'teal.9' : 'red.9'}
      style={{ flexShrink: 0 }}
    >
      {t(`commentStatus.${status}`)}
    </Badge>
  )
}

/**
 * The counter columns of the home table, each with its icon (the legend explains them); a column's title is
 * `counters.<key>`, its legend `legend.<key>`.
 */
export const COUNTERS = [
  { key: 'submitted', color: 'blue.8', Icon: SubmittedIcon },
  { key: 'waiting', color: 'yellow.9', Icon: WaitingIcon },
  { key: 'approved', color: 'teal.9', Icon: ApprovedIcon },
  { key: 'unApproved', color: 'red.9', Icon: UnapprovedIcon },
  { key: 'commentCount', color: 'grape.8', Icon: CommentIcon },
] as const

/** What the counters' icons mean (legacy-client 3.1's legend row). */
export function CountersLegend() {
  const { t } = useStaffTranslation('naac')
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('legend.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {COUNTERS.map(({ key, color, Icon }) => (
        <Group key={key} component="li" gap={4} wrap="nowrap">
          <ThemeIcon variant="transparent" color={color} size="sm">
            <Icon />
          </ThemeIcon>
          <Text size="sm">{t(`legend.${key}`)}</Text>
        </Group>
      ))}
    </Group>
  )
}
