import 'mantine-datatable/styles.css'
import { Anchor, Group, Select, Stack, Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { GatedPage } from '@/components/ui/access-gate'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { PageControls } from '@/components/ui/page-controls'
import { RowActions } from '@/components/ui/row-actions'
import { OneLineText, oneLine, shownFrom } from '@/components/ui/table-columns'
import { departmentName, useDepartments } from '@/lib/academics'
import { type CurrentUserRecord, managesDepartment } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import {
  type AssignmentRecord,
  deleteAssignment,
  type SentScope,
  useRefreshAssignments,
  useSent,
} from '../api/assignments'
import { EditAssignmentModal } from '../components/edit-assignment-modal'
import { FileLinks } from '../components/file-links'
import { assignmentPaths } from '../paths'
import { mayReadSent } from '../utils/access'
import { formatDateTime, formatDay } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

const MINE = 'mine'

/**
 * Whose assignments to show: the caller's own, or a department's that an HOD heads (the administrator: any
 * department's). Names, never ids.
 */
function ScopeSelect({
  user,
  value,
  onChange,
}: {
  user: CurrentUserRecord
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useStaffTranslation('assignments')
  const departments = useDepartments()
  const headed = (departments.data ?? []).filter((department) => managesDepartment(user, department.id))
  if (!headed.length) return null
  return (
    <Select
      label={t('sent.show')}
      w={{ base: '100%', sm: 420 }}
      allowDeselect={false}
      data={[
        ...(user.usertype === 'ADMIN' ? [] : [{ value: MINE, label: t('sent.mine') }]),
        ...headed.map((department) => ({
          value: department.id,
          label: t('sent.ofDepartment', { department: departmentName(department) }),
        })),
      ]}
      value={value}
      onChange={(next) => next && onChange(next)}
    />
  )
}

function SentList({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('assignments')
  const departments = useDepartments()
  const [chosen, setChosen] = useState<string>()
  // The administrator sends none: they start on the first department.
  const shown = chosen ?? (user.usertype === 'ADMIN' ? departments.data?.[0]?.id : MINE)
  const scope: SentScope | undefined =
    shown === undefined ? undefined : shown === MINE ? { createdBy: user.id } : { departmentId: shown }
  const sent = useSent(scope)
  const refresh = useRefreshAssignments()
  const [editing, setEditing] = useState<AssignmentRecord>()
  const [deleting, setDeleting] = useState<AssignmentRecord>()

  const first = (sent.page - 1) * sent.pageSize
  const rows = (sent.records ?? []).map((assignment, index) => ({ ...assignment, number: first + index + 1 }))

  return (
    <Stack>
      <ScopeSelect user={user} value={shown ?? MINE} onChange={setChosen} />
      <LoadError title={t('sent.notLoaded')} error={sent.error} />
      <DataTable
        aria-label={t('sent.tableLabel')}
        {...ACTIONS_LIST_TABLE}
        fetching={sent.isLoading}
        records={rows}
        noRecordsText={t('noData')}
        columns={[
          { accessor: 'number', title: '#', width: 50, ...shownFrom('sm') },
          {
            accessor: 'title',
            title: t('sent.assignment'),
            noWrap: true,
            render: (assignment) => (
              <Anchor
                component={Link}
                to={assignmentPaths.viewSubmission(assignment.id)}
                {...oneLine(assignment.title)}
              >
                {assignment.title}
              </Anchor>
            ),
          },
          {
            accessor: 'subjectName',
            title: t('sent.subject'),
            noWrap: true,
            ...shownFrom('md'),
            render: (assignment) => <OneLineText text={assignment.subjectName} chars={24} />,
          },
          {
            accessor: 'createdOn',
            title: t('sent.date'),
            noWrap: true,
            ...shownFrom('xl'),
            render: (assignment) => formatDay(assignment.createdOn),
          },
          { accessor: 'deadLine', title: t('sent.deadline'), noWrap: true, ...shownFrom('xs') },
          {
            accessor: 'files',
            title: t('sent.attachment'),
            ...shownFrom('lg'),
            render: (assignment) => <FileLinks files={assignment.files} />,
          },
          {
            accessor: 'modifiedOn',
            title: t('sent.modifiedOn'),
            noWrap: true,
            ...shownFrom('xl'),
            render: (assignment) =>
              assignment.modifiedOn > assignment.createdOn ? formatDateTime(assignment.modifiedOn) : '---',
          },
          {
            accessor: 'actions',
            title: t('sent.actions'),
            render: (assignment) => (
              <RowActions
                of={assignment.title}
                actions={[
                  { label: t('sent.edit'), onClick: () => setEditing(assignment) },
                  { label: t('sent.delete'), color: 'red', onClick: () => setDeleting(assignment) },
                ]}
              />
            ),
          },
        ]}
      />
      <PageControls list={sent} />
      {editing && (
        <EditAssignmentModal
          key={editing.id}
          assignment={editing}
          onClose={() => setEditing(undefined)}
          onSaved={refresh}
        />
      )}
      {deleting && (
        <ConfirmDialog
          question={t('sent.deleteQuestion', { title: deleting.title })}
          confirmLabel={t('sent.delete')}
          cancelLabel={t('sent.cancel')}
          onConfirm={async () => {
            await deleteAssignment(deleting.id)
            notify('success', t('sent.deleted'))
            await refresh()
          }}
          onClose={() => setDeleting(undefined)}
        >
          <Group gap={4}>
            <Text>{t('sent.deleteWarning')}</Text>
          </Group>
        </ConfirmDialog>
      )}
    </Stack>
  )
}

/** assignment/home ("Sent Assignment"): what the caller sent, newest first; an HOD may show a department's. */
export function Component() {
  const { t } = useStaffTranslation('assignments')
  return (
    <GatedPage title={t('sent.title')} allows={mayReadSent} refusal={t('sent.refusal')}>
      {(user) => <SentList user={user} />}
    </GatedPage>
  )
}
