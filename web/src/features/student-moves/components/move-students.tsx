import 'mantine-datatable/styles.css'
import { Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core'
import { ExportButton } from '@/components/ui/export-button'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, useAcademicYears, useDepartments, useGroups, yearLabel } from '@/lib/academics'
import type { CurrentUserRecord } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import { downloadStudentList } from '../api/moves-workbook'
import { type GroupStudent, type MoveOutcome, moveStudents, useMovableStudents } from '../api/student-moves'
import { movesWithin } from '../utils/access'
import { MoveConfirmModal } from './move-confirm-modal'
import { MoveReport } from './move-report'
import { groupOf, NO_GROUP, type Placement, PlacementFields } from './placement-fields'
import { SourceStudentsTable } from './source-students-table'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * academicadmin "Move students": choose students of a year or group, then the year and group (and
 * optionally the semester) they move to. Moves go to the server in chunks it accepts.
 */
export function MoveStudents({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('studentMoves')
  const departments = useDepartments()
  const allowed = (departments.data ?? []).filter((department) => movesWithin(user, department.id))
  const [from, setFrom] = useState<Placement>({})
  const [to, setTo] = useState<Placement>({})
  const [sem, setSem] = useState<string | null>(null)
  const [selected, setSelected] = useState<GroupStudent[]>([])
  const [confirming, setConfirming] = useState(false)
  const [moving, setMoving] = useState(false)
  const [outcome, setOutcome] = useState<{ result: MoveOutcome; names: Map<string, string> }>()

  const source = useMovableStudents(from.accYearId, groupOf(from))
  const students = source.data ?? []
  const fromYears = useAcademicYears(from.departmentId, 'ALL')
  const fromGroups = useGroups(from.accYearId)
  const toYears = useAcademicYears(to.departmentId)
  const toGroups = useGroups(to.accYearId)
  const toDepartment = allowed.find((department) => department.id === to.departmentId)
  const toYear = toYears.data?.find((year) => year.id === to.accYearId)
  const toGroup = toGroups.data?.find((group) => group.id === groupOf(to))

  const groupName = (student: GroupStudent) =>
    fromGroups.data?.find((group) => group.id === student.groupId)?.groupName ?? t('move.noGroup')
  const sameYearAndGroup = from.accYearId === to.accYearId && groupOf(from) === groupOf(to)
  /** Why "Move students" is not offered yet, if it is not. */
  const missing =
    selected.length === 0
      ? t('move.missingStudents')
      : !toDepartment || !toYear
        ? t('move.missingYear')
        : to.groupId !== NO_GROUP && !toGroup
          ? t('move.missingGroup')
          : sameYearAndGroup && !sem
            ? t('move.sameYearAndGroup')
            : undefined

  const destination = [
    toDepartment && departmentName(toDepartment),
    toYear && yearLabel(toYear),
    toGroup ? t('move.destinationGroup', { name: toGroup.groupName }) : t('move.destinationNoGroup'),
    sem && t('move.destinationSemester', { sem }),
  ]
    .filter(Boolean)
    .join(', ')

  function changeFrom(placement: Placement) {
    setFrom(placement)
    setSelected([])
  }

  async function move() {
    if (!toDepartment || !toYear) return
    setMoving(true)
    const names = new Map(students.map((student) => [student.id, student.name]))
    const result = await moveStudents(
      selected.map((student) => student.id),
      {
        accYearId: toYear.id,
        accYear: yearLabel(toYear),
        groupId: toGroup?.id,
        sem: sem ? Number(sem) : undefined,
        // The department changes only when students leave theirs.
        department:
          toDepartment.id === from.departmentId
            ? undefined
            : {
                id: toDepartment.id,
                degreeName: toDepartment.degreeName,
                departmentName: toDepartment.departmentName,
              },
      },
      t,
    )
    setMoving(false)
    setConfirming(false)
    setOutcome({ result, names })
    if (result.moved > 0) notify('success', t('move.moved', { count: result.moved }))
    else if (!result.failure) notify('warning', t('move.noneMoved'))
    setSelected([])
    await source.mutate()
  }

  async function exportList() {
    const fromYear = fromYears.data?.find((year) => year.id === from.accYearId)
    const fromGroup = fromGroups.data?.find((group) => group.id === from.groupId)
    // The title is the file's name, which stays English like every file name.
    const title = ['Students', fromYear && yearLabel(fromYear), fromGroup?.groupName]
      .filter(Boolean)
      .join(' ')
    await downloadStudentList(title, students, groupName, t)
  }

  return (
    <Stack>
      <LoadError title={t('move.departmentsLoadError')} error={departments.error} />
      <Fieldset legend={t('move.from')}>
        <PlacementFields
          side="From"
          departments={allowed}
          value={from}
          onChange={changeFrom}
          noGroupLabel={t('move.wholeYear')}
          includeInactiveYears
          groupDefaultsToNone
        />
      </Fieldset>
      {from.accYearId && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text aria-live="polite">
              {source.isLoading
                ? t('move.loading')
                : t('move.selected', { selected: selected.length, count: students.length })}
            </Text>
            <ExportButton onExport={exportList} disabled={!students.length} />
          </Group>
          <LoadError title={t('move.studentsLoadError')} error={source.error} />
          <SourceStudentsTable
            students={students}
            loading={source.isLoading}
            selected={selected}
            onSelectedChange={setSelected}
            groupName={groupName}
          />
        </>
      )}
      <Fieldset legend={t('move.to')}>
        <Stack>
          <PlacementFields
            side="To"
            departments={allowed}
            value={to}
            onChange={setTo}
            noGroupLabel={t('move.noGroup')}
          />
          <Select
            label={t('move.toSemester')}
            description={t('move.toSemesterDescription')}
            data={Array.from({ length: 10 }, (_, index) => ({
              value: String(index + 1),
              label: t('move.semesterOption', { number: index + 1 }),
            }))}
            value={sem}
            onChange={setSem}
            clearable
            maw={{ sm: 260 }}
          />
        </Stack>
      </Fieldset>
      {outcome && (
        <MoveReport
          outcome={outcome.result}
          nameOf={(id) => outcome.names.get(id) ?? id}
          onClose={() => setOutcome(undefined)}
        />
      )}
      <Group justify="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          {missing}
        </Text>
        <Button onClick={() => setConfirming(true)} disabled={Boolean(missing)}>
          {t('move.submit')}
        </Button>
      </Group>
      {confirming && (
        <MoveConfirmModal
          count={selected.length}
          destination={destination}
          moving={moving}
          onConfirm={() => void move()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  )
}
