import { Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A template as a card, in a list of them on a phone: its number and title (with what the title carries), then
 * what the wide table shows in its other columns.
 */
export function TemplateCard({
  number,
  title,
  children,
}: {
  number: number
  title: ReactNode
  children: ReactNode
}) {
  return (
    <Paper component="li" withBorder p="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text c="dimmed" size="sm">
          {number}.
        </Text>
        {title}
      </Group>
      {children}
    </Paper>
  )
}
