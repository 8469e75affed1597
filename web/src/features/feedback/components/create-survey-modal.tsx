import { CreateSurveySchema, SURVEY_TYPE_LABELS, type SurveyDetail, SurveyTypeSchema } from '@campus/core'
import { Select, SimpleGrid } from '@mantine/core'
import type { FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { issueMessages } from '@/components/form/issue-messages'
import { useFormSave } from '@/components/form/use-form-save'
import type { CurrentUserRecord } from '@/lib/current-user'
import { createSurvey } from '../api/surveys'
import { useTemplates } from '../api/templates'
import { useSurveyDepartments } from '../hooks/use-survey-departments'
import { useSurveyFields } from '../hooks/use-survey-fields'
import { endOfDateInput } from '@/lib/date-input'
import { closingDateProblem } from '../utils/closing-date'
import { SurveyDepartmentSelect } from './survey-department-select'
import { ClosingDateInput, SurveyNameInput } from './survey-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Fields {
  name: string
  type: string | null
  feedbackTemplateId: string | null
  departmentId: string | null
  closingDate: string
}

// The schema's messages for these speak of the wire ("Id is required"); a form asks for a choice instead.
// Keys of the feedback namespace.
const CHOICE_PROMPTS: Record<
  string,
  'createSurvey.chooseType' | 'createSurvey.chooseTemplate' | 'createSurvey.chooseDepartment'
> = {
  type: 'createSurvey.chooseType',
  feedbackTemplateId: 'createSurvey.chooseTemplate',
  departmentId: 'createSurvey.chooseDepartment',
}

const TYPE_OPTIONS = SurveyTypeSchema.options.map((type) => ({
  value: type,
  label: SURVEY_TYPE_LABELS[type],
}))

/**
 * Create survey: a name, a type, the template whose questions it asks, its department and the day it closes.
 * Checked with the same schema the server validates with; an HOD's survey is for one of their departments.
 */
export function CreateSurveyModal({
  user,
  onClose,
  onCreated,
}: {
  user: CurrentUserRecord
  onClose: () => void
  onCreated: (survey: SurveyDetail) => void
}) {
  const { t } = useStaffTranslation('feedback')
  const templates = useTemplates()
  const departments = useSurveyDepartments(user)
  const hod = user.usertype === 'HOD'
  const form = useFormSave({ failedMessage: t('createSurvey.failed') })
  const { fields, set, inputs } = useSurveyFields<Fields>(
    { name: '', type: null, feedbackTemplateId: null, departmentId: null, closingDate: '' },
    form,
  )
  // An HOD heading one department has nothing to choose.
  const onlyDepartment = hod && departments.managed.length === 1 ? departments.managed[0]?.id : undefined
  const departmentId = fields.departmentId ?? onlyDepartment ?? null

  async function save(event: FormEvent) {
    form.start(event)
    const parsed = CreateSurveySchema.safeParse({
      name: fields.name,
      type: fields.type ?? undefined,
      feedbackTemplateId: fields.feedbackTemplateId ?? undefined,
      departmentId: departmentId ?? undefined,
      closesOn: endOfDateInput(fields.closingDate),
    })
    const problems = parsed.success ? {} : issueMessages(parsed.error)
    for (const field of Object.keys(problems)) {
      const prompt = CHOICE_PROMPTS[field]
      problems[field] = prompt ? t(prompt) : (problems[field] ?? '')
    }
    const dateProblem = closingDateProblem(t, fields.closingDate)
    if (dateProblem) problems.closesOn = dateProblem
    if (hod && !departmentId) problems.departmentId = t('createSurvey.chooseOwnDepartment')
    form.setErrors(problems)
    if (!parsed.success || Object.keys(problems).length) return
    const body = parsed.data
    await form.send(() => createSurvey(body), { success: t('createSurvey.created'), onSaved: onCreated })
  }

  return (
    <FormModal
      title={t('createSurvey.title')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={t('createSurvey.create')}
    >
      <FailureAlert title={t('createSurvey.notCreated')} failure={form.failure} />
      <SurveyNameInput {...inputs.name} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('createSurvey.type')}
          required
          data={TYPE_OPTIONS}
          value={fields.type}
          onChange={(value) => set('type', value)}
          error={form.errors.type}
        />
        <ClosingDateInput {...inputs.closingDate} />
      </SimpleGrid>
      <Select
        label={t('createSurvey.template')}
        description={t('createSurvey.templateDescription')}
        required
        searchable
        data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
        value={fields.feedbackTemplateId}
        onChange={(value) => set('feedbackTemplateId', value)}
        placeholder={templates.isLoading ? t('createSurvey.loading') : undefined}
        nothingFoundMessage={t('createSurvey.noTemplate')}
        error={form.errors.feedbackTemplateId ?? templates.error?.message}
      />
      <SurveyDepartmentSelect
        departments={departments}
        description={hod ? undefined : t('createSurvey.departmentDescription')}
        required={hod}
        clearable={!hod}
        value={departmentId}
        onChange={(value) => set('departmentId', value)}
        error={form.errors.departmentId}
      />
    </FormModal>
  )
}
