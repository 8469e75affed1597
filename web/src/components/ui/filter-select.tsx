import { Select, type SelectProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A list filter: one choice, or All (nothing chosen, so the filter is left out of the query). */
export function FilterSelect<Value extends string = string>({
  value,
  onChange,
  ...select
}: Omit<SelectProps, 'value' | 'onChange'> & {
  value: Value | undefined
  onChange: (value: Value | undefined) => void
}) {
  const { t } = useTranslation('common')
  return (
    <Select
      placeholder={t('ui.all')}
      clearable
      {...select}
      value={value ?? null}
      onChange={(choice) => onChange((choice as Value | null) ?? undefined)}
    />
  )
}
