import { type NaacCriteria, NaacCriteriaSchema } from '@campus/core'
import { Select } from '@mantine/core'
import { useCriteria } from '../../api/templates'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The Criteria select of the report views: the criteria templates exist for. */
export function CriteriaSelect({
  value,
  onChange,
}: {
  value: NaacCriteria | null
  onChange: (criteria: NaacCriteria) => void
}) {
  const { t } = useStaffTranslation('naacReports')
  const criteria = useCriteria()
  return (
    <Select
      label={t('criteriaSelect.label')}
      w={{ base: '100%', xs: 240 }}
      allowDeselect={false}
      placeholder={criteria.isLoading ? t('criteriaSelect.loading') : t('criteriaSelect.placeholder')}
      data={(criteria.data ?? []).map((criterion) => ({
        value: criterion,
        label: t('criteriaSelect.option', { criteria: criterion }),
      }))}
      value={value}
      error={criteria.error?.message}
      onChange={(chosen) => {
        const parsed = NaacCriteriaSchema.safeParse(chosen)
        if (parsed.success) onChange(parsed.data)
      }}
    />
  )
}
