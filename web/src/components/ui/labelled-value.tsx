import { Text } from '@mantine/core'

/** A small uppercase label over its value; a missing or blank value shows as a dash. */
export function LabelledValue({ label, value }: { label: string; value: string | number | undefined }) {
  const shown = value === undefined || String(value).trim() === '' ? '—' : String(value)
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{shown}</Text>
    </div>
  )
}
