import { Badge, Box, Button, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import type { DepartmentYears } from '@/lib/academics'
import { groupsState, type GroupPicks, withGroups } from '../utils/selection'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Department = DepartmentYears
type Year = Department['accyearList'][number]

const yearName = (year: Pick<Year, 'startYear' | 'endYear'>) => `${year.startYear}-${year.endYear}`
const groupIdsOfYear = (year: Year) => year.groups.map((group) => group.id)
const groupIdsOfDepartment = (department: Department) => department.accyearList.flatMap(groupIdsOfYear)

/** A group as its picker names it: "Group A, 2023-2027, B.E. - Computer Science". */
export interface GroupRef {
  id: string
  label: string
}

/** What a group's box says about a partial pick: how many students, or the whole group. */
function PickBadge({ pick }: { pick: GroupPicks[string] | undefined }) {
  const { t } = useStaffTranslation('announcementsStaff')
  if (pick === undefined) return null
  return (
    <Badge variant="light" color="blue" size="sm">
      {pick === true ? t('groupTree.all') : t('groupTree.chosen', { count: pick.length })}
    </Badge>
  )
}

/**
 * Departments → academic years → groups, each with a box that picks everything below it (partly checked
 * when only some is picked), and a group's "Choose students" that opens its picker for some of them.
 */
export function GroupTree({
  departments,
  picks,
  onChange,
  onChooseStudents,
  who,
}: {
  departments: readonly Department[]
  picks: GroupPicks
  onChange: (picks: GroupPicks) => void
  onChooseStudents: (group: GroupRef) => void
  /** "students" or "parents": what the boxes pick, for screen readers. */
  who: 'students' | 'parents'
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const whom = t(`who.${who}`)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(
    () => new Set(departments.length > 3 ? departments.map((department) => department.departmentId) : []),
  )
  const allIds = departments.flatMap(groupIdsOfDepartment)
  const all = groupsState(picks, allIds)
  const toggle = (ids: readonly string[], on: boolean) => onChange(withGroups(picks, ids, on))

  if (!departments.length) return <Text c="dimmed">{t('groupTree.noDepartments')}</Text>

  return (
    <Stack gap="xs">
      <Checkbox
        label={t('groupTree.selectAll')}
        aria-label={t('groupTree.selectAllWho', { who: whom })}
        checked={all.checked}
        indeterminate={all.indeterminate}
        onChange={(event) => toggle(allIds, event.currentTarget.checked)}
      />
      {departments.map((department) => {
        const ids = groupIdsOfDepartment(department)
        const state = groupsState(picks, ids)
        const open = !collapsed.has(department.departmentId)
        return (
          <Box key={department.departmentId} pl="md">
            <Group gap="xs" wrap="nowrap">
              <Checkbox
                label={department.degdep}
                aria-label={t('groupTree.allWho', { name: department.degdep, who: whom })}
                checked={state.checked}
                indeterminate={state.indeterminate}
                onChange={(event) => toggle(ids, event.currentTarget.checked)}
              />
              <UnstyledButton
                fz="sm"
                c="blue"
                aria-expanded={open}
                aria-label={t(open ? 'groupTree.hideYears' : 'groupTree.showYears', {
                  department: department.degdep,
                })}
                onClick={() => {
                  const next = new Set(collapsed)
                  if (open) next.add(department.departmentId)
                  else next.delete(department.departmentId)
                  setCollapsed(next)
                }}
              >
                {open ? t('groupTree.hide') : t('groupTree.show')}
              </UnstyledButton>
            </Group>
            {open && (
              <Stack gap={6} pl="lg" pt={6}>
                {department.accyearList.map((year) => {
                  const yearIds = groupIdsOfYear(year)
                  const yearState = groupsState(picks, yearIds)
                  return (
                    <Stack key={year.id} gap={6}>
                      <Checkbox
                        label={yearName(year)}
                        aria-label={t('groupTree.yearAll', {
                          year: yearName(year),
                          department: department.degdep,
                          who: whom,
                        })}
                        checked={yearState.checked}
                        indeterminate={yearState.indeterminate}
                        disabled={!yearIds.length}
                        onChange={(event) => toggle(yearIds, event.currentTarget.checked)}
                      />
                      <Stack gap={6} pl="lg">
                        {year.groups.map((group) => {
                          const label = t('groupTree.groupLabel', {
                            group: group.groupName,
                            year: yearName(year),
                            department: department.degdep,
                          })
                          const pick = picks[group.id]
                          return (
                            <Group key={group.id} gap="xs" wrap="wrap">
                              <Checkbox
                                label={t('groupTree.group', { group: group.groupName })}
                                aria-label={t('groupTree.allWho', { name: label, who: whom })}
                                checked={pick === true}
                                indeterminate={Array.isArray(pick)}
                                onChange={(event) => toggle([group.id], event.currentTarget.checked)}
                              />
                              <PickBadge pick={pick} />
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                aria-label={t('groupTree.chooseWhoOf', { who: whom, group: label })}
                                onClick={() => onChooseStudents({ id: group.id, label })}
                              >
                                {t('groupTree.chooseWho', { who: whom })}
                              </Button>
                            </Group>
                          )
                        })}
                        {!year.groups.length && (
                          <Text size="sm" c="dimmed">
                            {t('groupTree.noGroups')}
                          </Text>
                        )}
                      </Stack>
                    </Stack>
                  )
                })}
              </Stack>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}
