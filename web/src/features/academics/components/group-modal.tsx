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
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What the dialog is doing besides listing: adding a group, renaming one, or asking before deleting one. */
type Task = { kind: 'create' } | { kind: 'rename' | 'delete'; id: string; groupName: string }

/** The Group dialog: an active year's groups with their student counts; create, rename and delete groups. */
export function GroupModal({ departmentId, onClose }: { departmentId: string; onClose: () => void }) {
  const { t } = useStaffTranslation('academics')
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
    if (!name || !accYearId || !task) return setProblem(t('groups.nameRequired'))
    void change(async () => {
      if (task.kind === 'rename') {
        await renameGroup(task.id, name)
        notify('success', t('groups.updated'))
        return undefined
      }
      const result = await createGroup(accYearId, name)
      if (result.status === 'YES') return t('groups.exists')
      notify('success', t('groups.created'))
      return undefined
    })
  }

  function remove(id: string) {
    // Students live in identity, which the server does not check: moving them first keeps none orphaned.
    if (!counts.data) return setProblem(t('groups.countsNotLoaded'))
    const students = counts.data.get(id) ?? 0
    if (students) {
      start(undefined)
      return setProblem(t('groups.hasStudents', { number: students }))
    }
    void change(async () => {
      await deleteGroup(id)
      notify('success', t('groups.deleted'))
      return undefined
    })
  }

  const rows = groups.data ?? []
  return (
    <Modal opened onClose={onClose} title={t('groups.title')} size="lg">
      <Stack>
        <Select
          label={t('groups.academicYear')}
          required
          data={(years.data ?? []).map((year) => ({ value: year.id, label: yearLabel(year) }))}
          value={accYearId ?? null}
          onChange={(value) => {
            setChosenYearId(value)
            start(undefined)
          }}
          allowDeselect={false}
          error={years.error?.message}
          description={years.data && !years.data.length ? t('groups.addYearFirst') : undefined}
        />
        {accYearId && (
          <Group justify="flex-end">
            <Button variant="light" size="xs" onClick={() => start({ kind: 'create' })}>
              {t('groups.create')}
            </Button>
          </Group>
        )}
        {(task?.kind === 'create' || task?.kind === 'rename') && (
          <form onSubmit={save} noValidate>
            <Stack gap="xs">
              <Text fw={600}>{task.kind === 'create' ? t('groups.newGroup') : t('groups.editGroup')}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('groups.groupName')}
                  required
                  style={{ flex: 1 }}
                  value={groupName}
                  onChange={(event) => setGroupName(event.currentTarget.value)}
                  data-autofocus
                />
                <Button type="submit" loading={busy}>
                  {task.kind === 'create' ? t('groups.add') : t('groups.update')}
                </Button>
                <Button variant="default" onClick={() => start(undefined)}>
                  {t('groups.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {task?.kind === 'delete' && (
          <InlineConfirm
            question={t('groups.deleteQuestion')}
            confirmLabel={t('groups.yes')}
            cancelLabel={t('groups.no')}
            busy={busy}
            onConfirm={() => remove(task.id)}
            onCancel={() => start(undefined)}
          >
            {t('groups.deleteBody', { name: task.groupName })}
          </InlineConfirm>
        )}
        {problem && (
          <Alert color="red" title={t('groups.notDone')}>
            {problem}
          </Alert>
        )}
        <LoadError title={t('groups.loadError')} error={groups.error} />
        <LoadError title={t('groups.countsLoadError')} error={counts.error} />
        {accYearId && (
          <Table.ScrollContainer minWidth={300}>
            <Table striped withTableBorder aria-label={t('groups.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('groups.groupName')}</Table.Th>
                  <Table.Th>{t('groups.studentCount')}</Table.Th>
                  <Table.Th>{t('groups.edit')}</Table.Th>
                  <Table.Th>{t('groups.delete')}</Table.Th>
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
                        label={t('groups.edit')}
                        onClick={() => start({ kind: 'rename', id: group.id, groupName: group.groupName })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <RowAction
                        label={t('groups.delete')}
                        color="red"
                        onClick={() => start({ kind: 'delete', id: group.id, groupName: group.groupName })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {!groups.isLoading && !rows.length && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>{t('groups.none')}</Table.Td>
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
