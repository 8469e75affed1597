import { Group, type MantineSize, Progress, Stack, Text } from '@mantine/core'

/**
 * How far a background job has come: what it is doing ("Zipping the submissions: 3 of 10"), how far in short
 * ("30%", "3 of 10") and a bar. The short figure is hidden from screen readers, which read the bar's value:
 * inside a live region it would be announced at every step.
 */
export function ExportProgress({
  what,
  detail,
  percent,
  label = what,
  size = 'sm',
}: {
  what: string
  detail: string
  /** 0 to 100. */
  percent: number
  /** The bar's accessible name; `what` when left out. */
  label?: string
  /** The words' size; the bar is one step bigger. */
  size?: Extract<MantineSize, 'xs' | 'sm'>
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size={size} style={{ overflowWrap: 'anywhere' }}>
          {what}
        </Text>
        <Text size={size} c="dimmed" style={{ flexShrink: 0 }} aria-hidden>
          {detail}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} size={size === 'xs' ? 'sm' : 'md'} animated />
    </Stack>
  )
}
