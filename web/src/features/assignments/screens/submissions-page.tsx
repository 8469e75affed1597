import 'mantine-datatable/styles.css'
import { hasFile } from '@campus/core'
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { FileLink } from '@/components/files/file-link'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ExportButton } from '@/components/ui/export-button'
import { GatedPage } from '@/components/ui/access-gate'
import { Labelled, LabelledValue } from '@/components/ui/labelled-value'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { downloadWorkbook } from '@/lib/spreadsheet'
import {
  type AssignmentRecord,
  type SubmissionRow,
  useAssignment,
  useRefreshAssignments,
  useSubmissionRows,
} from '../api/assignments'
import { useGroupsOfYears, useSubjectYear } from '../api/groups'
import { FileLinks } from '../components/file-links'
import { MarkModal } from '../components/mark-modal'
import { RemindButton } from '../components/remind-button'
import { SubmissionStatusBadge } from '../components/submission-status'
import { ZipDownload } from '../components/zip-download'
import { assignmentPaths } from '../paths'
import { mayReadSent } from '../utils/access'
import { fileNameOf, formatDateTime, markOutOf } from '../utils/format'
import {
  countByStatus,
  submissionColumns,
  submissionSheetRows,
  submissionsFileName,
} from '../utils/submissions'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The assignment above its table (legacy info box): message, deadline, whether students upload, and more. */
function AssignmentSummary({ assignment }: { assignment: AssignmentRecord }) {
  const { t } = useStaffTranslation('assignments')
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {assignment.title}
        </Text>
        <Labelled label={t('submissions.message')}>
          <TypedText>{assignment.message}</TypedText>
        </Labelled>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabelledValue label={t('submissions.subject')} value={assignment.subjectName} />
          <LabelledValue label={t('submissions.deadline')} value={assignment.deadLine} />
          <LabelledValue
            label={t('submissions.studentSubmission')}
            // The wire value (Enable or Disable) shown as the form's own choice reads.
            value={assignment.submission === 'Disable' ? t('fields.disable') : t('fields.enable')}
          />
          <LabelledValue label={t('submissions.maxMark')} value={assignment.maxMark} />
        </SimpleGrid>
        <Labelled label={t('submissions.attachment')}>
          <FileLinks files={assignment.files} />
        </Labelled>
      </Stack>
    </Paper>
  )
}

/** Submitted, late and missing, as three figures. */
function Counts({ rows }: { rows: readonly SubmissionRow[] }) {
  const { t } = useStaffTranslation('assignments')
  const counts = countByStatus(rows)
  return (
    <Group gap="lg" data-testid="submission-counts">
      <Text>{t('submissions.submittedCount', { n: counts.SUBMITTED })}</Text>
      <Text>{t('submissions.lateCount', { n: counts.LATE })}</Text>
      <Text>{t('submissions.missingCount', { n: counts.MISSING })}</Text>
    </Group>
  )
}

function Submissions({ id }: { id: string }) {
  const { t } = useStaffTranslation('assignments')
  const assignment = useAssignment(id)
  const rows = useSubmissionRows(id)
  const year = useSubjectYear(assignment.data?.subjectId)
  const groups = useGroupsOfYears([year.data])
  const refresh = useRefreshAssignments()
  const [marking, setMarking] = useState<SubmissionRow>()

  if (assignment.error) return <LoadError title={t('submissions.notLoaded')} error={assignment.error} />
  if (!assignment.data) return <Skeleton h={300} />
  const record = assignment.data
  const groupName = (groupId: string | undefined) => {
    const group = groupId ? groups.data?.get(groupId) : undefined
    return group ? group.groupName : ''
  }
  const table = (rows.data ?? []).map((row, index) => ({ ...row, number: index + 1 }))
  const counts = countByStatus(table)

  return (
    <Stack>
      <AssignmentSummary assignment={record} />
      <LoadError title={t('submissions.rowsNotLoaded')} error={rows.error} />
      {rows.data && <Counts rows={rows.data} />}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <ExportButton
          disabled={!rows.data}
          onExport={() =>
            downloadWorkbook(submissionsFileName(record.title), [
              {
                name: t('submissions.sheetName'),
                columns: submissionColumns(t),
                rows: submissionSheetRows(rows.data ?? [], groupName, t),
              },
            ])
          }
        />
        <ZipDownload assignmentId={id} submitted={counts.SUBMITTED + counts.LATE} />
        {record.submission === 'Enable' && (
          <RemindButton
            assignmentId={id}
            missing={counts.MISSING}
            remindedOn={record.remindedOn}
            onReminded={refresh}
          />
        )}
      </Group>
      <DataTable
        aria-label={t('submissions.tableLabel')}
        {...ACTIONS_LIST_TABLE}
        fetching={rows.isLoading}
        records={table}
        idAccessor="studentId"
        noRecordsText={t('submissions.noStudents')}
        columns={[
          { accessor: 'number', title: '#', width: 50, ...shownFrom('sm') },
          {
            accessor: 'registerNo',
            title: t('submissions.registerNo'),
            noWrap: true,
            ...shownFrom('xs'),
            render: (row) => row.registerNo ?? '—',
          },
          {
            accessor: 'name',
            title: t('submissions.name'),
            noWrap: true,
            render: (row) => <OneLineText text={row.name} />,
          },
          {
            accessor: 'groupId',
            title: t('submissions.group'),
            ...shownFrom('md'),
            render: (row) => groupName(row.groupId) || '—',
          },
          {
            accessor: 'status',
            title: t('submissions.status'),
            render: (row) => <SubmissionStatusBadge status={row.status} />,
          },
          {
            accessor: 'barcode',
            title: t('submissions.assignment'),
            ...shownFrom('sm'),
            render: (row) =>
              hasFile(row.barcode) ? (
                <FileLink href={row.barcode.url} size="sm">
                  {fileNameOf(row.barcode)}
                </FileLink>
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('noAttachment')}
                </Text>
              ),
          },
          {
            accessor: 'attendanceDate',
            title: t('submissions.uploadedOn'),
            noWrap: true,
            ...shownFrom('xl'),
            render: (row) => (row.attendanceDate === undefined ? '---' : formatDateTime(row.attendanceDate)),
          },
          {
            accessor: 'remark',
            title: t('submissions.remark'),
            ...shownFrom('md'),
            render: (row) => (
              <TypedText span size="sm">
                {row.remark ?? ''}
              </TypedText>
            ),
          },
          {
            // Last, and pinned to the right edge: the mark is given from here.
            accessor: 'mark',
            title: t('submissions.mark'),
            noWrap: true,
            render: (row) =>
              row.status === 'MISSING' ? (
                '—'
              ) : (
                <Group gap={6} wrap="nowrap">
                  <Text span size="sm">
                    {row.mark === undefined ? '—' : markOutOf(row.mark, record.maxMark)}
                  </Text>
                  <RowAction
                    label={row.mark === undefined ? t('submissions.giveMark') : t('submissions.changeMark')}
                    of={row.name}
                    onClick={() => setMarking(row)}
                  />
                </Group>
              ),
          },
        ]}
      />
      {marking && (
        <MarkModal
          key={marking.studentId}
          assignmentId={id}
          maxMark={record.maxMark}
          row={marking}
          onClose={() => setMarking(undefined)}
          onSaved={refresh}
        />
      )}
    </Stack>
  )
}

/** assignment/viewSubmission/:id ("View Assignment"): every student of the assignment's groups and where they stand. */
export function Component() {
  const { t } = useStaffTranslation('assignments')
  const { id = '' } = useParams()
  return (
    <GatedPage title={t('submissions.title')} allows={mayReadSent} refusal={t('submissions.refusal')}>
      {() => (
        <Stack>
          <Group>
            <Button component={Link} to={assignmentPaths.home} variant="default" size="sm">
              {t('submissions.back')}
            </Button>
          </Group>
          {id ? <Submissions id={id} /> : <Alert color="yellow">{t('submissions.noneNamed')}</Alert>}
        </Stack>
      )}
    </GatedPage>
  )
}
