import 'mantine-datatable/styles.css'
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { CardList } from '@/components/ui/card-list'
import { useMediaQuery } from '@mantine/hooks'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { OneLineText, oneLine, shownFrom } from '@/components/ui/table-columns'
import { type StudentAssignment, useRefreshAssignments, useStudentView } from '../api/assignments'
import { FileLinks } from '../components/file-links'
import { SubmissionStatusBadge } from '../components/submission-status'
import { UploadModal } from '../components/upload-modal'
import { ViewModal } from '../components/view-modal'
import { isStudent } from '../utils/access'
import { formatDay, markOutOf } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Wide enough for the table; narrower screens (phones) get one card per assignment. */
const TABLE_WIDTH = '(min-width: 62em)'

/** Upload when uploads are taken; "Disabled" or "Deadline over" otherwise (legacy-client 3.4). */
function UploadCell({ assignment, onUpload }: { assignment: StudentAssignment; onUpload: () => void }) {
  const { t } = useStaffTranslation('assignments')
  if (assignment.submission === 'Disable')
    return (
      <Text span size="sm" c="dimmed">
        {t('student.disabled')}
      </Text>
    )
  if (!assignment.open)
    return (
      <Text span size="sm" c="red.9">
        {t('student.deadlineOver')}
      </Text>
    )
  return (
    <Button
      size="compact-sm"
      aria-label={t('student.uploadFor', { title: assignment.title })}
      onClick={onUpload}
    >
      {t('student.upload')}
    </Button>
  )
}

/** Where the student stands; an assignment without uploads has no status. */
function StatusCell({ assignment }: { assignment: StudentAssignment }) {
  const { t } = useStaffTranslation('assignments')
  if (assignment.submission === 'Disable' && assignment.submittedOn === undefined)
    return (
      <Text span size="sm" c="dimmed" aria-label={t('student.noStatus')}>
        —
      </Text>
    )
  return <SubmissionStatusBadge status={assignment.status} />
}

/** The mark out of the maximum and the remark, once given. */
function MarkCell({ assignment }: { assignment: StudentAssignment }) {
  if (assignment.mark === undefined && !assignment.remark)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    )
  return (
    // Room for a remark of a few words a line, rather than a word a line.
    <Stack gap={2} miw={160}>
      {assignment.mark !== undefined && (
        <Text span size="sm" fw={600}>
          {markOutOf(assignment.mark, assignment.maxMark)}
        </Text>
      )}
      {assignment.remark && (
        <TypedText span size="sm">
          {assignment.remark}
        </TypedText>
      )}
    </Stack>
  )
}

interface Actions {
  onView: (assignment: StudentAssignment) => void
  onUpload: (assignment: StudentAssignment) => void
}

/** One assignment as a card, for phones: nothing scrolls sideways. */
function AssignmentCard({
  assignment,
  number,
  onView,
  onUpload,
}: Actions & { assignment: StudentAssignment; number: number }) {
  const { t } = useStaffTranslation('assignments')
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text span c="dimmed" fw={600}>{`${number}.`}</Text>
            <Anchor
              component="button"
              type="button"
              ta="left"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
              onClick={() => onView(assignment)}
            >
              {assignment.title}
            </Anchor>
          </Group>
          <StatusCell assignment={assignment} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <LabelledValue label={t('student.subject')} value={assignment.subjectName} />
          <LabelledValue label={t('student.sentBy')} value={assignment.name} />
          <LabelledValue label={t('student.date')} value={formatDay(assignment.createdOn)} />
          <LabelledValue label={t('student.deadline')} value={assignment.deadLine} />
        </SimpleGrid>
        <Labelled label={t('student.attachment')}>
          <FileLinks files={assignment.files} />
        </Labelled>
        <Labelled label={t('student.mark')}>
          <MarkCell assignment={assignment} />
        </Labelled>
        <Group justify="flex-end">
          <UploadCell assignment={assignment} onUpload={() => onUpload(assignment)} />
        </Group>
      </Stack>
    </Paper>
  )
}

function AssignmentTable({
  rows,
  onView,
  onUpload,
  fetching,
}: Actions & { rows: StudentAssignment[]; fetching: boolean }) {
  const { t } = useStaffTranslation('assignments')
  return (
    <DataTable
      aria-label={t('student.tableLabel')}
      {...ACTIONS_LIST_TABLE}
      fetching={fetching}
      records={rows.map((assignment, index) => ({ ...assignment, number: index + 1 }))}
      noRecordsText={t('noData')}
      columns={[
        { accessor: 'number', title: '#', width: 50, ...shownFrom('lg') },
        {
          accessor: 'title',
          title: t('student.assignment'),
          noWrap: true,
          render: (assignment) => (
            <Anchor
              component="button"
              type="button"
              ta="left"
              onClick={() => onView(assignment)}
              {...oneLine(assignment.title)}
            >
              {assignment.title}
            </Anchor>
          ),
        },
        {
          accessor: 'subjectName',
          title: t('student.subject'),
          noWrap: true,
          ...shownFrom('xl'),
          render: (assignment) => <OneLineText text={assignment.subjectName} chars={24} />,
        },
        {
          accessor: 'createdOn',
          title: t('student.date'),
          noWrap: true,
          ...shownFrom('xl'),
          render: (assignment) => formatDay(assignment.createdOn),
        },
        {
          accessor: 'name',
          title: t('student.sentBy'),
          noWrap: true,
          ...shownFrom('xl'),
          render: (assignment) => <OneLineText text={assignment.name} chars={20} />,
        },
        { accessor: 'deadLine', title: t('student.deadline'), noWrap: true },
        {
          accessor: 'files',
          title: t('student.attachment'),
          ...shownFrom('xl'),
          render: (assignment) => <FileLinks files={assignment.files} />,
        },
        {
          accessor: 'status',
          title: t('student.status'),
          render: (assignment) => <StatusCell assignment={assignment} />,
        },
        {
          accessor: 'mark',
          title: t('student.mark'),
          render: (assignment) => <MarkCell assignment={assignment} />,
        },
        {
          accessor: 'upload',
          title: t('student.upload'),
          noWrap: true,
          render: (assignment) => (
            <UploadCell assignment={assignment} onUpload={() => onUpload(assignment)} />
          ),
        },
      ]}
    />
  )
}

function StudentAssignments() {
  const { t } = useStaffTranslation('assignments')
  const list = useStudentView()
  const refresh = useRefreshAssignments()
  const wide = useMediaQuery(TABLE_WIDTH, true, { getInitialValueInEffect: false })
  const [viewing, setViewing] = useState<StudentAssignment>()
  const [uploading, setUploading] = useState<StudentAssignment>()
  const rows = list.data ?? []

  return (
    <Stack>
      <LoadError title={t('student.notLoaded')} error={list.error} />
      {wide ? (
        <AssignmentTable rows={rows} fetching={list.isLoading} onView={setViewing} onUpload={setUploading} />
      ) : list.isLoading ? (
        <Skeleton h={200} />
      ) : rows.length ? (
        <CardList label={t('student.tableLabel')}>
          {rows.map((assignment, index) => (
            <AssignmentCard
              key={assignment.id}
              assignment={assignment}
              number={index + 1}
              onView={setViewing}
              onUpload={setUploading}
            />
          ))}
        </CardList>
      ) : (
        <Text c="dimmed">{t('noData')}</Text>
      )}
      {viewing && <ViewModal assignment={viewing} onClose={() => setViewing(undefined)} />}
      {uploading && (
        <UploadModal
          key={uploading.id}
          // The popup follows the list: a refresh after an upload shows the new status in it too.
          assignment={rows.find(({ id }) => id === uploading.id) ?? uploading}
          onClose={() => setUploading(undefined)}
          onChanged={refresh}
        />
      )}
    </Stack>
  )
}

/** assignment/studentView ("Assignment"): the student's assignments, with their status, mark and upload. */
export function Component() {
  const { t } = useStaffTranslation('assignments')
  return (
    <GatedPage title={t('student.title')} allows={isStudent} refusal={t('student.refusal')}>
      {() => <StudentAssignments />}
    </GatedPage>
  )
}
