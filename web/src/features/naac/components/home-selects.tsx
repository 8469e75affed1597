import { NaacCriteriaSchema, NaacTemplateTypeSchema } from '@campus/core'
import { Select, SimpleGrid } from '@mantine/core'
import { useFacultyDepartmentsOf, useNaacFaculties } from '../api/structure'
import { useCriteria } from '../api/templates'
import type { HomeDraft } from '../utils/home-choice'

const TYPES = NaacTemplateTypeSchema.options

/**
 * Template Type, Faculty, Department and Criteria (legacy-client 3.1). A new faculty clears the department;
 * the type and criterion stay, so switching type shows the same criterion's templates of the other type.
 */
export function HomeSelects({ draft, onChange }: { draft: HomeDraft; onChange: (draft: HomeDraft) => void }) {
  const faculties = useNaacFaculties()
  const departments = useFacultyDepartmentsOf(draft.facultyId ?? undefined)
  const criteria = useCriteria()
  const loading = (list: { isLoading: boolean }, what: string) =>
    list.isLoading ? `Loading ${what}…` : undefined

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Select
        label="Template Type"
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
        label="Faculty"
        required
        searchable
        allowDeselect={false}
        placeholder={loading(faculties, 'faculties') ?? 'Choose a faculty'}
        data={(faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: faculty.name }))}
        value={draft.facultyId}
        error={faculties.error?.message}
        onChange={(facultyId) =>
          facultyId !== draft.facultyId && onChange({ ...draft, facultyId, facultyDeptId: null })
        }
      />
      <Select
        label="Department"
        required
        searchable
        allowDeselect={false}
        disabled={!draft.facultyId}
        placeholder={
          draft.facultyId
            ? (loading(departments, 'departments') ?? 'Choose a department')
            : 'Choose a faculty first'
        }
        nothingFoundMessage="No department of that name"
        data={(departments.data ?? []).map((department) => ({
          value: department.id,
          label: department.name,
        }))}
        value={draft.facultyDeptId}
        error={departments.error?.message}
        onChange={(facultyDeptId) => onChange({ ...draft, facultyDeptId })}
      />
      <Select
        label="Criteria"
        required
        allowDeselect={false}
        placeholder={loading(criteria, 'criteria') ?? 'Choose a criterion'}
        data={(criteria.data ?? []).map((criterion) => ({
          value: criterion,
          label: `Criterion ${criterion}`,
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
