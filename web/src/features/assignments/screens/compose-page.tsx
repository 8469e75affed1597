import { Button, Group, Paper, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { FileRulesNote } from '@/components/files/file-rules-note'
import { FailureAlert } from '@/components/form/failure-alert'
import { useFormSave } from '@/components/form/use-form-save'
import { GatedPage } from '@/components/ui/access-gate'
import {
  composeAssignment,
  type TaughtSubjectOption,
  useRefreshAssignments,
  useSubjectsITeach,
} from '../api/assignments'
import { useGroupsOfYears } from '../api/groups'
import { AssignmentFields } from '../components/assignment-fields'
import { SubjectFields } from '../components/subject-fields'
import { assignmentPaths } from '../paths'
import { mayCompose } from '../utils/access'
import { type AssignmentDraft, bodyFieldsOf, draftProblems, emptyDraft } from '../utils/draft'
import { draftUpdater } from '../utils/draft-updater'
import { useStaffTranslation } from '@/lib/i18n/staff'

function ComposeForm() {
  const { t } = useStaffTranslation('assignments')
  const navigate = useNavigate()
  const refresh = useRefreshAssignments()
  const form = useFormSave({ failedMessage: t('compose.failed') })
  const [draft, setDraft] = useState<AssignmentDraft>(emptyDraft)
  const [subject, setSubject] = useState<TaughtSubjectOption>()
  const [groupIds, setGroupIds] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const subjects = useSubjectsITeach()
  const groups = useGroupsOfYears((subjects.data ?? []).map(({ accYearId }) => accYearId))

  const update = draftUpdater(setDraft, form, t)

  function chooseSubject(chosen: TaughtSubjectOption | undefined) {
    setSubject(chosen)
    form.clearError('subjects')
    // A subject the whole year takes goes to every group of the year unless the teacher narrows it.
    const yearGroups = [...(groups.data?.values() ?? [])].filter(
      (group) => chosen && !chosen.groupId && group.accYearId === chosen.accYearId,
    )
    setGroupIds(yearGroups.map(({ id }) => id))
  }

  async function submit(event: FormEvent) {
    form.start(event)
    const problems = draftProblems(draft, t)
    if (!subject) problems.subjects = t('compose.subjectRequired')
    if (subject && !subject.groupId && !groupIds.length) problems.groupIds = t('compose.chooseGroup')
    form.setErrors(problems)
    if (!subject || Object.keys(problems).length) return
    await form.send(
      () =>
        composeAssignment({
          ...bodyFieldsOf(draft),
          subjects: subject.id,
          ...(subject.groupId ? {} : { groupIds }),
        }),
      {
        success: t('compose.created'),
        onSaved: refresh,
        onClose: () => void navigate(assignmentPaths.home),
      },
    )
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FileRulesNote purpose="document" />
        <AssignmentFields draft={draft} update={update} errors={form.errors} onUploadingChange={setUploading}>
          <SubjectFields
            subjects={subjects.data}
            groups={groups.data}
            subjectId={subject?.id ?? null}
            groupIds={groupIds}
            onSubject={chooseSubject}
            onGroups={(chosen) => {
              setGroupIds(chosen)
              form.clearError('groupIds')
            }}
            errors={form.errors}
          />
        </AssignmentFields>
        <FailureAlert title={t('compose.notSent')} failure={form.failure ?? subjects.error?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.saving} disabled={uploading}>
            {t('compose.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** assignment/compose: an assignment for a subject the caller teaches, with files, a deadline and a maximum mark. */
export function Component() {
  const { t } = useStaffTranslation('assignments')
  return (
    <GatedPage title={t('compose.title')} allows={mayCompose} refusal={t('compose.refusal')}>
      {() => <ComposeForm />}
    </GatedPage>
  )
}
