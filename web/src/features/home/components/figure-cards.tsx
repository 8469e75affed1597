import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { HomeFigure } from '@campus/core'

/** Headline numbers (or facts, such as a register number) as cards. */
export function FigureCards({ figures }: { figures: readonly HomeFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="home-figures">
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="md" data-figure={figure.key}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {figure.label}
          </Text>
          {/* Counts read big; facts such as a department name stay readable on a phone. */}
          <Text fz={typeof figure.value === 'number' ? 28 : 'lg'} fw={700}>
            {figure.value ?? '—'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
