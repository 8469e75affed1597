import { useFaculties } from '@/lib/academics'
import { NaacCriteriaSchema, NaacTemplateTypeSchema } from '@campus/core'
import { Select, SimpleGrid } from '@mantine/core'
import { useFacultyDepartmentsOf } from '../api/structure'
import { useCriteria } from '../api/templates'
import type { HomeDraft } from '../utils/home-choice'
import { useStaffTranslation } from '@/lib/i18n/staff'

const TYPES = NaacTemplateTypeSchema.options

/**
 * Template Type, Faculty, Department and Criteria (legacy-client 3.1). A new faculty clears the department;
 * the type and criterion stay, so switching type shows the same criterion's templates of the other type.
 */
export function HomeSelects({ draft, onChange }: { draft: HomeDraft; onChange: (draft: HomeDraft) => void }) {
  const { t } = useStaffTranslation('naac')
  const faculties = useFaculties()
  const departments = useFacultyDepartmentsOf(draft.facultyId ?? undefined)
  const criteria = useCriteria()
  const loading = (list: { isLoading: boolean }, text: string) => (list.isLoading ? text : undefined)

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Select
        label={t('homeSelects.templateType')}
        required
        allowDeselect={false}
        data={TYPES}
        value={draft.templateType}
        onChange={(type) => {
          const templateType = TYPES.find((candidate) => candidate === type)
          if (templateType) onChange({ ...draft, templateType })
        }}
      />
      <Select
        label={t('homeSelects.faculty')}
        required
        searchable
        allowDeselect={false}
        placeholder={loading(faculties, t('homeSelects.loadingFaculties')) ?? t('homeSelects.chooseFaculty')}
        data={(faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: faculty.name }))}
        value={draft.facultyId}
        error={faculties.error?.message}
        onChange={(facultyId) =>
          facultyId !== draft.facultyId && onChange({ ...draft, facultyId, facultyDeptId: null })
        }
      />
      <Select
        label={t('homeSelects.department')}
        required
        searchable
        allowDeselect={false}
        disabled={!draft.facultyId}
        placeholder={
          draft.facultyId
            ? (loading(departments, t('homeSelects.loadingDepartments')) ?? t('homeSelects.chooseDepartment'))
            : t('homeSelects.chooseFacultyFirst')
        }
        nothingFoundMessage={t('homeSelects.noDepartment')}
        data={(departments.data ?? []).map((department) => ({
          value: department.id,
          label: department.name,
        }))}
        value={draft.facultyDeptId}
        error={departments.error?.message}
        onChange={(facultyDeptId) => onChange({ ...draft, facultyDeptId })}
      />
      <Select
        label={t('homeSelects.criteria')}
        required
        allowDeselect={false}
        placeholder={loading(criteria, t('homeSelects.loadingCriteria')) ?? t('homeSelects.chooseCriterion')}
        data={(criteria.data ?? []).map((criterion) => ({
          value: criterion,
          label: t('homeSelects.criterion', { criteria: criterion }),
        }))}
        value={draft.criteria}
        error={criteria.error?.message}
        onChange={(chosen) =>
          onChange({ ...draft, criteria: NaacCriteriaSchema.safeParse(chosen).data ?? null })
        }
      />
    </SimpleGrid>
  )
}
