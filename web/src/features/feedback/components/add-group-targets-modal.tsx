import { AddGroupTargetsSchema, type GroupTarget } from '@campus/core'
import { Alert, Checkbox, Stack, Text } from '@mantine/core'
import { useId, useState } from 'react'
import { departmentName, useCurrentYears, yearLabel } from '@/lib/academics'
import { addGroupTargets } from '../api/surveys'
import { useAddTargets } from '../hooks/use-add-targets'
import { useSurveyDepartments } from '../hooks/use-survey-departments'
import { targetGroupName } from '../utils/survey-targets'
import { type AddTargetsDialogProps, AddTargetsModal } from './add-targets-modal'
import { TargetDepartmentSelect } from './survey-department-select'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Add groups to an exit or other survey: a department, then its current years' groups as checkboxes. */
export function AddGroupTargetsModal({ survey, user, onClose, onAdded }: AddTargetsDialogProps) {
  const { t } = useStaffTranslation('feedback')
  const departments = useSurveyDepartments(user)
  const currentYears = useCurrentYears()
  const [departmentId, setDepartmentId] = useState(survey.departmentId)
  const department = departments.chosen(departmentId)
  const years =
    currentYears.data?.find((candidate) => candidate.departmentId === department?.id)?.accyearList ?? []
  const idPrefix = useId()

  const already = new Set(survey.targets.map((target) => target.groupId))
  const targets: GroupTarget[] = department
    ? years.flatMap((year) =>
        year.groups.map((group) => ({
          groupId: group.id,
          groupName: targetGroupName(departmentName(department), yearLabel(year), group.groupName),
        })),
      )
    : []
  const adding = useAddTargets({
    noun: 'group',
    parse: (picked) =>
      AddGroupTargetsSchema.safeParse({
        surveyId: survey.id,
        groups: targets.filter((target) => picked.includes(target.groupId)),
      }),
    add: addGroupTargets,
    onAdded,
    onClose,
  })

  return (
    <AddTargetsModal
      action={t('targets.addGroups')}
      adding={adding}
      listed={targets.length > 0}
      onClose={onClose}
    >
      <TargetDepartmentSelect
        departments={departments}
        departmentId={department?.id}
        onChange={(id) => {
          setDepartmentId(id)
          adding.pick([])
        }}
      />
      {currentYears.error && (
        <Alert color="red" title={t('targets.groupsLoadError')}>
          {currentYears.error.message}
        </Alert>
      )}
      {department && currentYears.data && !targets.length && (
        <Text>{t('targets.noGroupsInYears', { department: departmentName(department) })}</Text>
      )}
      {targets.length > 0 && (
        <Checkbox.Group
          label={t('targets.groupsLabel')}
          description={t('targets.groupsDescription')}
          value={adding.picked}
          onChange={adding.pick}
          error={adding.error}
        >
          <Stack gap="md" mt="xs">
            {years.map((year) => (
              <Stack key={year.id} gap={6} role="group" aria-labelledby={`${idPrefix}-${year.id}`}>
                <Text fw={600} size="sm" id={`${idPrefix}-${year.id}`}>
                  {yearLabel(year)}
                </Text>
                {year.groups.map((group) => (
                  <Checkbox
                    key={group.id}
                    value={group.id}
                    disabled={already.has(group.id)}
                    label={t('targets.groupLabel', { name: group.groupName })}
                    description={already.has(group.id) ? t('targets.alreadyInSurvey') : undefined}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </AddTargetsModal>
  )
}
