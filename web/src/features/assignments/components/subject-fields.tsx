import { Alert, Checkbox, Group, Select, Skeleton, Stack } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { GroupOption } from '@/lib/academics'
import type { TaughtSubjectOption } from '../api/assignments'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** How a subject reads in the list: its name, then whom it is taught to (a group, or the whole year). */
export function subjectLabel(
  subject: TaughtSubjectOption,
  groups: ReadonlyMap<string, GroupOption> | undefined,
  t: TFunction<'assignments'>,
) {
  const group = subject.groupId ? groups?.get(subject.groupId) : undefined
  const to = subject.groupId
    ? group
      ? t('subject.group', { groupName: group.groupName })
      : t('subject.oneGroup')
    : t('subject.wholeYear')
  return [subject.subjectName, to, subject.department].filter(Boolean).join(' · ')
}

/**
 * "Select Subject": the active subjects the caller teaches; for a subject the whole year takes, "Groups": a
 * checkbox per group of the year, all of them unless the teacher narrows it.
 */
export function SubjectFields({
  subjects,
  groups,
  subjectId,
  groupIds,
  onSubject,
  onGroups,
  errors,
}: {
  subjects: readonly TaughtSubjectOption[] | undefined
  groups: ReadonlyMap<string, GroupOption> | undefined
  subjectId: string | null
  groupIds: readonly string[]
  onSubject: (subject: TaughtSubjectOption | undefined) => void
  onGroups: (groupIds: string[]) => void
  errors: Record<string, string>
}) {
  const { t } = useStaffTranslation('assignments')
  if (!subjects) return <Skeleton h={60} />
  if (!subjects.length)
    return (
      <Alert color="yellow" title={t('subject.noSubjectsTitle')}>
        {t('subject.noSubjects')}
      </Alert>
    )
  const chosen = subjects.find(({ id }) => id === subjectId)
  const yearGroups =
    chosen && !chosen.groupId
      ? [...(groups?.values() ?? [])]
          .filter((group) => group.accYearId === chosen.accYearId)
          .sort((a, b) => a.groupName.localeCompare(b.groupName))
      : []
  return (
    <Stack gap="sm">
      <Select
        label={t('subject.select')}
        placeholder={t('subject.selectPlaceholder')}
        required
        searchable
        data={subjects.map((subject) => ({ value: subject.id, label: subjectLabel(subject, groups, t) }))}
        value={subjectId}
        error={errors.subjects}
        onChange={(value) => onSubject(subjects.find(({ id }) => id === value))}
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && !chosen.groupId && (
        <Checkbox.Group
          label={t('subject.groups')}
          description={t('subject.groupsDescription')}
          value={[...groupIds]}
          onChange={onGroups}
          error={errors.groupIds}
        >
          <Group mt={4}>
            {yearGroups.map((group) => (
              <Checkbox
                key={group.id}
                value={group.id}
                label={t('subject.group', { groupName: group.groupName })}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Stack>
  )
}
