import type { ReactNode } from 'react'
import { Text } from '@mantine/core'

/** A small upper-case label over what it names (text, links, a badge). */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  )
}

/** A labelled value; a dash when there is none. */
export function LabelledValue({ label, value }: { label: string; value: string | number | undefined }) {
  const shown = value === undefined || String(value).trim() === '' ? '—' : String(value)
  return (
    <Labelled label={label}>
      <Text>{shown}</Text>
    </Labelled>
  )
}
