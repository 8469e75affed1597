import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import { yearLabel } from '@/lib/academics'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useDepartmentYears } from '../api/academic-years'
import {
  createGroup,
  deleteGroup,
  refreshStudentCounts,
  renameGroup,
  useGroupStudentCounts,
  useYearGroups,
} from '../api/groups'
import { refreshAcademics } from '../api/refresh'
import { InlineConfirm } from './inline-confirm'

/** What the dialog is doing besides listing: adding a group, renaming one, or asking before deleting one. */
type Task = { kind: 'create' } | { kind: 'rename' | 'delete'; id: string; groupName: string }

/** The Group dialog: an active year's groups with their student counts; create, rename and delete groups. */
export function GroupModal({ departmentId, onClose }: { departmentId: string; onClose: () => void }) {
  const years = useDepartmentYears(departmentId, 'NO')
  const [chosenYearId, setChosenYearId] = useState<string | null>(null)
  const accYearId = chosenYearId ?? years.data?.[0]?.id
  const groups = useYearGroups(accYearId)
  const counts = useGroupStudentCounts(accYearId)
  const [task, setTask] = useState<Task>()
  const [groupName, setGroupName] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  function start(next: Task | undefined) {
    setTask(next)
    setGroupName(next?.kind === 'rename' ? next.groupName : '')
    setProblem(undefined)
  }

  /** Runs a change, then refreshes the groups here and the year table's group column. */
  async function change(action: () => Promise<string | undefined>) {
    setBusy(true)
    setProblem(undefined)
    try {
      const refused = await action()
      if (refused) return setProblem(refused)
      start(undefined)
      void refreshAcademics()
      if (accYearId) void refreshStudentCounts(accYearId)
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message)
    } finally {
      setBusy(false)
    }
  }

  function save(event: FormEvent) {
    event.preventDefault()
    const name = groupName.trim()
    if (!name || !accYearId || !task) return setProblem('Group Name is required')
    void change(async () => {
      if (task.kind === 'rename') {
        await renameGroup(task.id, name)
        notify('success', 'updated')
        return undefined
      }
      const result = await createGroup(accYearId, name)
      if (result.status === 'YES') return 'Group already Exists'
      notify('success', 'Group Created')
      return undefined
    })
  }

  function remove(id: string) {
    // Students live in identity, which the server does not check: moving them first keeps none orphaned.
    if (!counts.data) return setProblem('The student counts have not loaded yet. Try again in a moment.')
    const students = counts.data.get(id) ?? 0
    if (students) {
      start(undefined)
      return setProblem(`This group has ${students} students. Move them to another group first.`)
    }
    void change(async () => {
      await deleteGroup(id)
      notify('success', 'Deleted')
      return undefined
    })
  }

  const rows = groups.data ?? []
  return (
    <Modal opened onClose={onClose} title="Group" size="lg">
      <Stack>
        <Select
          label="Academic Year"
          required
          data={(years.data ?? []).map((year) => ({ value: year.id, label: yearLabel(year) }))}
          value={accYearId ?? null}
          onChange={(value) => {
            setChosenYearId(value)
            start(undefined)
          }}
          allowDeselect={false}
          error={years.error?.message}
          description={years.data && !years.data.length ? 'Add an active academic year first' : undefined}
        />
        {accYearId && (
          <Group justify="flex-end">
            <Button variant="light" size="xs" onClick={() => start({ kind: 'create' })}>
              create group
            </Button>
          </Group>
        )}
        {(task?.kind === 'create' || task?.kind === 'rename') && (
          <form onSubmit={save} noValidate>
            <Stack gap="xs">
              <Text fw={600}>{task.kind === 'create' ? 'New Group' : 'Edit Group'}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label="Group Name"
                  required
                  style={{ flex: 1 }}
                  value={groupName}
                  onChange={(event) => setGroupName(event.currentTarget.value)}
                  data-autofocus
                />
                <Button type="submit" loading={busy}>
                  {task.kind === 'create' ? 'Add' : 'Update'}
                </Button>
                <Button variant="default" onClick={() => start(undefined)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {task?.kind === 'delete' && (
          <InlineConfirm
            question="Do you really want to Delete... ?"
            confirmLabel="YES"
            cancelLabel="NO"
            busy={busy}
            onConfirm={() => remove(task.id)}
            onCancel={() => start(undefined)}
          >
            Group {task.groupName} will be deleted.
          </InlineConfirm>
        )}
        {problem && (
          <Alert color="red" title="Not done">
            {problem}
          </Alert>
        )}
        <LoadError title="The groups did not load" error={groups.error} />
        <LoadError title="The student counts did not load" error={counts.error} />
        {accYearId && (
          <Table.ScrollContainer minWidth={300}>
            <Table striped withTableBorder aria-label="Groups">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Group Name</Table.Th>
                  <Table.Th>Tot no.of students</Table.Th>
                  <Table.Th>Edit</Table.Th>
                  <Table.Th>delete</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((group, index) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{group.groupName}</Table.Td>
                    <Table.Td>{counts.data ? (counts.data.get(group.id) ?? 0) : '…'}</Table.Td>
                    <Table.Td>
                      <RowAction
                        label="Edit"
                        onClick={() => start({ kind: 'rename', id: group.id, groupName: group.groupName })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <RowAction
                        label="delete"
                        color="red"
                        onClick={() => start({ kind: 'delete', id: group.id, groupName: group.groupName })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {!groups.isLoading && !rows.length && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>No groups in this academic year yet</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  )
}
