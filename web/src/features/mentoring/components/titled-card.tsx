import { Card, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A bordered region of a mentoring page under its own heading, which names it for screen readers. */
export function TitledCard({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: string
  /** What sits beside the heading (Add New Comment). */
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}
