import { TextInput } from '@mantine/core'

/** The search box above a mentoring list; the lists are small and whole, so they filter as the reader types. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      maw={360}
    />
  )
}

/** Whether any of a row's values holds the typed text (already trimmed and lower-cased). */
export const matchesSearch = (values: readonly (string | undefined)[], text: string) =>
  !text || values.some((value) => value?.toLowerCase().includes(text))
