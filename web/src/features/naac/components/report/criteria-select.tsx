import { type NaacCriteria, NaacCriteriaSchema } from '@campus/core'
import { Select } from '@mantine/core'
import { useCriteria } from '../../api/templates'

/** The Criteria select of the report views: the criteria templates exist for. */
export function CriteriaSelect({
  value,
  onChange,
}: {
  value: NaacCriteria | null
  onChange: (criteria: NaacCriteria) => void
}) {
  const criteria = useCriteria()
  return (
    <Select
      label="Criteria"
      w={{ base: '100%', xs: 240 }}
      allowDeselect={false}
      placeholder={criteria.isLoading ? 'Loading criteria…' : 'Choose a criterion'}
      data={(criteria.data ?? []).map((criterion) => ({ value: criterion, label: `Criterion ${criterion}` }))}
      value={value}
      error={criteria.error?.message}
      onChange={(chosen) => {
        const parsed = NaacCriteriaSchema.safeParse(chosen)
        if (parsed.success) onChange(parsed.data)
      }}
    />
  )
}
