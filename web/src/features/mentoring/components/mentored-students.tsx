import 'mantine-datatable/styles.css'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { notify } from '@/lib/notify'
import { removeStudents } from '../api/removal'
import { type MentoredStudent, type MentorRecord, refreshMentoring, useMentorRecord } from '../api/mentors'
import { useStudentSignals } from '../api/signals'
import { mentoringPaths } from '../paths'
import { formatMentorDate } from '../utils/dates'
import { DateModal, type DateField } from './date-modal'
import { matchesSearch, SearchInput } from './search-input'
import { SignalBadges } from './signal-badges'

type Dialog = { kind: 'date'; field: DateField } | { kind: 'remove' }

/** What the search box looks in: name, register number and email. */
const searched = ({ studentInfo }: MentoredStudent) => [
  studentInfo.name,
  studentInfo.registerNo,
  studentInfo.email,
]

/**
 * A staff member's students with their From and To dates (Student Details, My Students). Those who may set the
 * dates select students and set one date for all of them; managers also remove students, which ends their
 * mentoring and keeps it in the students' history.
 */
export function MentoredStudents({
  staffId,
  fallbackName,
  setsDates,
  removes,
  withSignals,
}: {
  staffId: string
  /** The mentor's name when they mentor nobody (the record carries it otherwise). */
  fallbackName?: string
  setsDates: boolean
  removes: boolean
  /** Shows what each student should be looked at for (My Students). */
  withSignals?: boolean
}) {
  const { t } = useStaffTranslation('mentoring')
  const record = useMentorRecord(staffId)
  const signals = useStudentSignals(withSignals ? staffId : undefined)
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<MentoredStudent[]>([])
  const [dialog, setDialog] = useState<Dialog>()
  const text = search.trim().toLowerCase()
  const students = (record.data?.students ?? []).filter((student) => matchesSearch(searched(student), text))
  const selectedIds = new Set(selected.map((student) => student.studentId))
  const name = record.data?.mentorInfo?.name ?? fallbackName

  /** Opens a dialog for the selected students, or says to select one first. */
  function open(next: Dialog) {
    if (!selected.length) return notify('error', t('students.selectOne'))
    setDialog(next)
  }

  const close = () => setDialog(undefined)

  const columns: DataTableColumn<MentoredStudent>[] = [
    {
      accessor: 'index',
      title: t('students.number'),
      render: (_student, index) => index + 1,
    },
    {
      accessor: 'name',
      title: t('students.name'),
      render: ({ studentId, studentInfo }) => (
        <Anchor component={Link} to={mentoringPaths.profile(studentId)}>
          {studentInfo?.name ?? studentId}
          {studentInfo?.registerNo ? ` (${studentInfo.registerNo})` : ''}
        </Anchor>
      ),
    },
    {
      accessor: 'email',
      title: t('students.email'),
      render: ({ studentInfo }) => studentInfo?.email || '---',
    },
    {
      accessor: 'phone',
      title: t('students.mobile'),
      render: ({ studentInfo }) => studentInfo?.phone || '---',
    },
    {
      accessor: 'startDate',
      title: t('students.from'),
      noWrap: true,
      render: (s) => formatMentorDate(s.startDate),
    },
    {
      accessor: 'endDate',
      title: t('students.to'),
      noWrap: true,
      render: (s) => formatMentorDate(s.endDate),
    },
  ]
  // Without the signals call on the server (404) the column is left out rather than shown empty.
  if (withSignals && signals.data)
    columns.push({
      accessor: 'signals',
      title: t('students.signals'),
      render: ({ studentId }) => <SignalBadges signals={signals.data?.get(studentId)} />,
    })

  return (
    <Stack>
      <Text fw={500}>{t('students.mentorName', { name: name ?? '---' })}</Text>
      <Group justify="space-between" align="flex-end">
        <SearchInput
          label={t('students.search')}
          placeholder={t('students.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        {(setsDates || removes) && (
          <Group gap="xs">
            {setsDates && (
              <>
                <Button variant="default" onClick={() => open({ kind: 'date', field: 'startDate' })}>
                  {t('students.updateFrom')}
                </Button>
                <Button variant="default" onClick={() => open({ kind: 'date', field: 'endDate' })}>
                  {t('students.updateTo')}
                </Button>
              </>
            )}
            {removes && (
              <Button color="red" variant="light" onClick={() => open({ kind: 'remove' })}>
                {t('students.remove')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <LoadError title={t('students.loadError')} error={record.error} />
      <LoadError title={t('signals.loadError')} error={signals.error} />
      <DataTable<MentoredStudent>
        aria-label={t('students.table')}
        {...LIST_TABLE}
        idAccessor="studentId"
        fetching={record.isLoading}
        records={students}
        noRecordsText={t('students.none')}
        columns={columns}
        {...(setsDates || removes
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              allRecordsSelectionCheckboxProps: { 'aria-label': t('students.selectAll') },
              getRecordSelectionCheckboxProps: (student: MentoredStudent) => ({
                'aria-label': t('students.select', { name: student.studentInfo?.name ?? student.studentId }),
              }),
            }
          : {})}
      />
      {dialog?.kind === 'date' && record.data && (
        <DateModal
          record={record.data}
          studentIds={selectedIds}
          field={dialog.field}
          onClose={() => {
            close()
            setSelected([])
          }}
        />
      )}
      {dialog?.kind === 'remove' && record.data && (
        <RemoveDialog
          record={record.data}
          students={selected}
          onClose={close}
          onRemoved={() => setSelected([])}
        />
      )}
    </Stack>
  )
}

/** "Are you sure?" before the selected students leave their mentor; their periods stay in the history. */
function RemoveDialog({
  record,
  students,
  onClose,
  onRemoved,
}: {
  record: MentorRecord
  students: MentoredStudent[]
  onClose: () => void
  onRemoved: () => void
}) {
  const { t } = useStaffTranslation('mentoring')
  return (
    <ConfirmDialog
      question={t('remove.question', { count: students.length })}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      onClose={onClose}
      onConfirm={async () => {
        await removeStudents(record.staffId, students)
        notify('success', t('remove.removed'))
        onRemoved()
        await refreshMentoring()
      }}
    >
      {t('remove.body', {
        names: students.map((student) => student.studentInfo?.name ?? student.studentId).join(', '),
      })}
    </ConfirmDialog>
  )
}
