import { Alert, Badge, Button, Checkbox, Group, Radio, Skeleton, Stack, Text } from '@mantine/core'
import { PanelTabs } from '@/components/ui/panel-tabs'
import type { TFunction } from 'i18next'
import { type ReactNode, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { type CurrentUserRecord, managesDepartment } from '@/lib/current-user'
import {
  type FacultyOption,
  hodLabel,
  type StudentPeriod,
  useFacultyDepartments,
  useFacultyMembers,
  useGroupStudents,
  useHods,
  useYearTree,
} from '../api/receivers'
import {
  chosenOf,
  type GroupPicks,
  picksCount,
  type ReceiverSelection,
  stateOf,
  withIds,
  withStudents,
} from '../utils/selection'
import { GroupTree, type GroupRef } from './group-tree'
import { PeoplePickerModal } from './people-picker-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Viewer = Pick<CurrentUserRecord, 'usertype' | 'departmentid' | 'headedDepartmentIds'>

/**
 * Whose students a sender may address (the announcements domain's rule): the administrator anyone's, an HOD
 * those of the departments they head, faculty those of their own departments.
 */
function studentScope(user: Viewer) {
  if (user.usertype === 'ADMIN') return () => true
  if (user.usertype === 'HOD') return (departmentId: string) => managesDepartment(user, departmentId)
  const own = new Set(user.departmentid)
  return (departmentId: string) => own.has(departmentId)
}

function SelectList({
  label,
  ids,
  chosen,
  onChange,
  children,
}: {
  label: string
  ids: readonly string[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
  children: ReactNode
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const all = stateOf(chosen, ids)
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('receivers.selectAll')}
        aria-label={label}
        checked={all.checked}
        indeterminate={all.indeterminate}
        disabled={!ids.length}
        onChange={(event) => onChange(withIds(chosen, ids, event.currentTarget.checked))}
      />
      <Stack gap={6} pl="md">
        {children}
      </Stack>
    </Stack>
  )
}

function HodTab({ chosen, onChange }: { chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const hods = useHods()
  if (hods.error) return <LoadError title={t('receivers.hodsLoadError')} error={hods.error} />
  if (!hods.data) return <Skeleton h={120} />
  if (!hods.data.length) return <Text c="dimmed">{t('receivers.noHods')}</Text>
  return (
    <SelectList
      label={t('receivers.selectAllHods')}
      ids={hods.data.map((hod) => hod.id)}
      chosen={chosen}
      onChange={onChange}
    >
      {hods.data.map((hod) => (
        <Checkbox
          key={hod.id}
          label={hodLabel(hod)}
          checked={chosen.includes(hod.id)}
          onChange={(event) => onChange(withIds(chosen, [hod.id], event.currentTarget.checked))}
        />
      ))}
    </SelectList>
  )
}

const NO_FACULTY_DEPARTMENT = ''

function StaffTab({ chosen, onChange }: { chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const faculty = useFacultyMembers(true)
  const facultyDepartments = useFacultyDepartments()
  const [picking, setPicking] = useState<{ id: string; name: string }>()
  if (faculty.error) return <LoadError title={t('receivers.facultyLoadError')} error={faculty.error} />
  if (!faculty.data || !facultyDepartments.data) return <Skeleton h={120} />
  if (!faculty.data.length) return <Text c="dimmed">{t('receivers.noFaculty')}</Text>

  const byDepartment = new Map<string, FacultyOption[]>()
  for (const member of faculty.data) {
    const key = member.facultyDeptId ?? NO_FACULTY_DEPARTMENT
    byDepartment.set(key, [...(byDepartment.get(key) ?? []), member])
  }
  const departments = [
    ...facultyDepartments.data.map((department) => ({ id: department.id, name: department.name })),
    { id: NO_FACULTY_DEPARTMENT, name: t('receivers.noFacultyDepartment') },
  ].filter((department) => byDepartment.has(department.id))
  const members = (id: string) => byDepartment.get(id) ?? []

  return (
    <>
      <SelectList
        label={t('receivers.selectAllFaculty')}
        ids={faculty.data.map((member) => member.id)}
        chosen={chosen}
        onChange={onChange}
      >
        {departments.map((department) => {
          const ids = members(department.id).map((member) => member.id)
          const state = stateOf(chosen, ids)
          const count = ids.filter((id) => chosen.includes(id)).length
          return (
            <Group key={department.id} gap="xs" wrap="wrap">
              <Checkbox
                label={department.name}
                aria-label={t('receivers.departmentAll', { department: department.name })}
                checked={state.checked}
                indeterminate={state.indeterminate}
                onChange={(event) => onChange(withIds(chosen, ids, event.currentTarget.checked))}
              />
              {count > 0 && (
                <Badge variant="light" size="sm">
                  {state.checked ? t('receivers.all') : t('receivers.chosen', { count })}
                </Badge>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('receivers.chooseFacultyOf', { department: department.name })}
                onClick={() => setPicking(department)}
              >
                {t('receivers.chooseFaculty')}
              </Button>
            </Group>
          )
        })}
      </SelectList>
      {picking && (
        <PeoplePickerModal
          title={t('receivers.facultyOf', { department: picking.name })}
          people={members(picking.id)}
          columns={[
            { title: t('receivers.email'), value: (member) => member.email },
            { title: t('receivers.phone'), value: (member) => member.phone },
          ]}
          chosen={chosen.filter((id) => members(picking.id).some((member) => member.id === id))}
          onClose={() => setPicking(undefined)}
          onDone={(picked) => {
            const ids = members(picking.id).map((member) => member.id)
            onChange([...withIds(chosen, ids, false), ...picked])
            setPicking(undefined)
          }}
        />
      )}
    </>
  )
}

function GroupStudentsPicker({
  group,
  pick,
  who,
  onClose,
  onDone,
}: {
  group: GroupRef
  pick: GroupPicks[string] | undefined
  who: 'students' | 'parents'
  onClose: () => void
  onDone: (chosen: string[], groupSize: number) => void
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const students = useGroupStudents(group.id)
  const roster = (students.data ?? []).map((student) => student.id)
  return (
    <PeoplePickerModal
      // Re-opened with its roster once it loads, so a whole-group pick shows every box checked.
      key={students.data ? 'loaded' : 'loading'}
      title={t('receivers.chooseWho', { who: t(`who.${who}`), group: group.label })}
      people={students.data}
      error={students.error}
      columns={[
        { title: t('receivers.registerNo'), value: (student) => student.registerNo },
        { title: t('receivers.email'), value: (student) => student.email },
      ]}
      chosen={chosenOf(pick, roster)}
      onClose={onClose}
      onDone={(chosen) => onDone(chosen, roster.length)}
    />
  )
}

function GroupPicksTab({
  user,
  picks,
  onChange,
  who,
}: {
  user: Viewer
  picks: GroupPicks
  onChange: (picks: GroupPicks) => void
  who: 'students' | 'parents'
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const [period, setPeriod] = useState<StudentPeriod>('CURRENT')
  const tree = useYearTree(period)
  const [picking, setPicking] = useState<GroupRef>()
  const inScope = studentScope(user)
  const departments = (tree.data ?? []).filter((department) => inScope(department.departmentId))

  return (
    <Stack>
      <Radio.Group
        label={who === 'students' ? t('receivers.studentsLabel') : t('receivers.parentsOf')}
        value={period}
        onChange={(value) => setPeriod(value === 'OLD' ? 'OLD' : 'CURRENT')}
      >
        <Group mt={4}>
          <Radio value="CURRENT" label={t('receivers.currentStudents')} />
          <Radio value="OLD" label={t('receivers.previousStudents')} />
        </Group>
      </Radio.Group>
      <LoadError title={t('receivers.groupsLoadError')} error={tree.error} />
      {!tree.data && !tree.error && <Skeleton h={160} />}
      {tree.data && (
        <GroupTree
          // A new period starts with its departments folded as their number says.
          key={period}
          departments={departments}
          picks={picks}
          onChange={onChange}
          onChooseStudents={setPicking}
          who={who}
        />
      )}
      {picking && (
        <GroupStudentsPicker
          group={picking}
          pick={picks[picking.id]}
          who={who}
          onClose={() => setPicking(undefined)}
          onDone={(chosen, groupSize) => {
            onChange(withStudents(picks, picking.id, chosen, groupSize))
            setPicking(undefined)
          }}
        />
      )}
    </Stack>
  )
}

const countLabel = (t: TFunction<'announcementsStaff'>, name: string, people: number, groups = 0) => {
  const parts = [groups ? t('receivers.groups', { count: groups }) : '', people ? String(people) : '']
  const shown = parts.filter(Boolean).join(' + ')
  return shown ? t('receivers.countLabel', { name, counts: shown }) : name
}

/**
 * Who the announcement goes to (legacy-client 3.3): tabs for HODs, staff, students and parents (parents only
 * with an SMS). Whole groups go by group, some of a group's students one by one.
 */
export function ReceiversPicker({
  user,
  sms,
  selection,
  onChange,
}: {
  user: Viewer
  sms: boolean
  selection: ReceiverSelection
  onChange: (selection: ReceiverSelection) => void
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const students = picksCount(selection.students)
  const parents = picksCount(selection.parents)
  return (
    <PanelTabs
      tabs={[
        {
          value: 'hod',
          label: countLabel(t, t('receivers.tabHod'), selection.hods.length),
          panel: <HodTab chosen={selection.hods} onChange={(hods) => onChange({ ...selection, hods })} />,
        },
        {
          value: 'staff',
          label: countLabel(t, t('receivers.tabStaff'), selection.faculty.length),
          panel: (
            <StaffTab
              chosen={selection.faculty}
              onChange={(faculty) => onChange({ ...selection, faculty })}
            />
          ),
        },
        {
          value: 'students',
          label: countLabel(t, t('receivers.tabStudents'), students.people, students.groups),
          panel: (
            <GroupPicksTab
              user={user}
              who="students"
              picks={selection.students}
              onChange={(picks) => onChange({ ...selection, students: picks })}
            />
          ),
        },
        {
          value: 'parents',
          label: countLabel(t, t('receivers.tabParents'), sms ? parents.people : 0, sms ? parents.groups : 0),
          panel: sms ? (
            <GroupPicksTab
              user={user}
              who="parents"
              picks={selection.parents}
              onChange={(picks) => onChange({ ...selection, parents: picks })}
            />
          ) : (
            // The legacy refusal, when parents are picked without an SMS (legacy-client 3.3).
            <Alert color="yellow">{t('receivers.parentsNeedSms')}</Alert>
          ),
        },
      ]}
    />
  )
}
