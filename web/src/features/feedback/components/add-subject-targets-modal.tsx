import { AddSubjectTargetsSchema, type SubjectTarget } from '@campus/core'
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { departmentName, useAcademicYears, useGroups, yearLabel } from '@/lib/academics'
import { addSubjectTargets } from '../api/surveys'
import { useSubjectsTaught } from '@/lib/subjects-taught'
import { useAddTargets } from '../hooks/use-add-targets'
import { useSurveyDepartments } from '../hooks/use-survey-departments'
import { subjectTargetKey, targetGroupName } from '../utils/survey-targets'
import { type AddTargetsDialogProps, AddTargetsModal } from './add-targets-modal'
import { TargetDepartmentSelect } from './survey-department-select'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Add subjects to a subject survey: a department, one of its academic years and a group, then the subjects the
 * group is taught, one checkbox per subject and staff member (each is asked about separately).
 */
export function AddSubjectTargetsModal({ survey, user, onClose, onAdded }: AddTargetsDialogProps) {
  const { t } = useStaffTranslation('feedback')
  const departments = useSurveyDepartments(user)
  const [choice, setChoice] = useState<{ departmentId?: string; accYearId?: string; groupId?: string }>({
    departmentId: survey.departmentId,
  })
  const department = departments.chosen(choice.departmentId)
  const years = useAcademicYears(department?.id)
  const year = years.data?.find((candidate) => candidate.id === choice.accYearId)
  const groups = useGroups(year?.id)
  const group = groups.data?.find((candidate) => candidate.id === choice.groupId)
  // Nothing is read until a group is chosen: a group takes its whole year's subjects and its own.
  const subjects = useSubjectsTaught({
    accYearId: group ? year?.id : undefined,
    groupId: group?.id,
    subjectStatus: 'ACTIVE',
  })

  const already = new Set(survey.targets.map(subjectTargetKey))
  const options: (SubjectTarget & { key: string; present: boolean })[] =
    department && year && group
      ? (subjects.data ?? []).flatMap((subject) =>
          subject.stafflist.map((staff) => {
            const target = {
              groupId: group.id,
              groupName: targetGroupName(departmentName(department), yearLabel(year), group.groupName),
              subjectId: subject.id,
              subjectName: subject.subjectName,
              subjectCode: subject.subjectCode,
              staffId: staff.staffid,
              staffName: staff.staffName,
            }
            const key = subjectTargetKey(target)
            return { ...target, key, present: already.has(key) }
          }),
        )
      : []
  const unstaffed = (subjects.data ?? []).filter((subject) => !subject.stafflist.length)
  const addable = options.filter((option) => !option.present)

  const adding = useAddTargets({
    noun: 'subject',
    parse: (picked) =>
      AddSubjectTargetsSchema.safeParse({
        surveyId: survey.id,
        subjects: options
          .filter((option) => picked.includes(option.key))
          .map(({ key: _key, present: _present, ...target }) => target),
      }),
    add: addSubjectTargets,
    onAdded,
    onClose,
  })

  const choose = (change: typeof choice) => {
    setChoice(change)
    adding.pick([])
  }

  return (
    <AddTargetsModal
      action={t('targets.addSubjects')}
      adding={adding}
      listed={options.length > 0}
      onClose={onClose}
    >
      <TargetDepartmentSelect
        departments={departments}
        departmentId={department?.id}
        onChange={(departmentId) => choose({ departmentId })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('targets.academicYear')}
          required
          data={(years.data ?? []).map((candidate) => ({
            value: candidate.id,
            label: yearLabel(candidate),
          }))}
          value={year?.id ?? null}
          onChange={(value) => choose({ departmentId: department?.id, accYearId: value ?? undefined })}
          placeholder={years.isLoading ? t('targets.loading') : undefined}
          disabled={!department}
          error={years.error?.message}
          allowDeselect={false}
        />
        <Select
          label={t('targets.group')}
          required
          data={(groups.data ?? []).map((candidate) => ({
            value: candidate.id,
            label: t('targets.groupLabel', { name: candidate.groupName }),
          }))}
          value={group?.id ?? null}
          onChange={(value) =>
            choose({ departmentId: department?.id, accYearId: year?.id, groupId: value ?? undefined })
          }
          placeholder={groups.isLoading ? t('targets.loading') : undefined}
          disabled={!year}
          error={groups.error?.message}
          allowDeselect={false}
        />
      </SimpleGrid>
      {subjects.error && (
        <Alert color="red" title={t('targets.subjectsLoadError')}>
          {subjects.error.message}
        </Alert>
      )}
      {group && subjects.data && !options.length && (
        <Text>{t('targets.noSubjectsTaught', { name: group.groupName })}</Text>
      )}
      {options.length > 0 && (
        <Checkbox.Group
          label={t('targets.subjectsTaughtTo', { name: group?.groupName ?? '' })}
          description={t('targets.subjectsDescription')}
          value={adding.picked}
          onChange={adding.pick}
          error={adding.error}
        >
          <Group gap="xs" mt="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => adding.setPicked(addable.map((option) => option.key))}
              disabled={!addable.length}
            >
              {t('targets.selectAll')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => adding.setPicked([])}
              disabled={!adding.picked.length}
            >
              {t('targets.clear')}
            </Button>
          </Group>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox
                key={option.key}
                value={option.key}
                disabled={option.present}
                label={`${option.subjectCode} ${option.subjectName} · ${option.staffName}`}
                description={option.present ? t('targets.alreadyInSurvey') : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {unstaffed.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('targets.unstaffed', { codes: unstaffed.map((subject) => subject.subjectCode).join(', ') })}
        </Text>
      )}
    </AddTargetsModal>
  )
}
