import { Stack, type StackProps, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A screen's column under its one page heading. */
export function TitledPage({ title, children, ...column }: StackProps & { title: ReactNode }) {
  return (
    <Stack {...column}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
