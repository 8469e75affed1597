import type { ListedDepartment } from '@campus/core'
import { Button, Group, Menu, Select, Stack, Tabs, Text } from '@mantine/core'
import { useState } from 'react'
import { departmentName, yearLabel } from '@/lib/academics'
import { notify } from '@/lib/notify'
import { type AcademicYear, deleteAcademicYear, updateAcademicYear } from '../api/academic-years'
import { refreshAcademics } from '../api/refresh'
import { AcademicYearDetailsModal } from './academic-year-details-modal'
import { AcademicYearFormModal } from './academic-year-form-modal'
import { AcademicYearTable, type YearAction } from './academic-year-table'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { GroupModal } from './group-modal'

type Dialog = { kind: 'add-year' | 'groups' } | { kind: YearAction; year: AcademicYear }

/**
 * Manage Academic Year: choose a department (the page keeps the choice in its URL), then see its active and
 * inactive years, add years and groups, edit, delete and activate years.
 */
export function AcademicYearManager({
  departments,
  departmentId,
  onDepartmentChange,
}: {
  /** The departments the user may manage: all for an administrator, those they head for an HOD. */
  departments: readonly ListedDepartment[]
  departmentId: string | undefined
  onDepartmentChange: (departmentId: string) => void
}) {
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)
  const department = departments.find((candidate) => candidate.id === departmentId)

  async function activate(year: AcademicYear) {
    await updateAcademicYear({ id: year.id, inactive: 'NO' })
    notify('success', 'activated')
    void refreshAcademics()
  }

  async function remove(year: AcademicYear) {
    await deleteAcademicYear(year.id)
    notify('success', 'deleted')
    void refreshAcademics()
  }

  return (
    <Stack>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Degree & Department"
          placeholder="Choose a department"
          data={departments.map((option) => ({ value: option.id, label: departmentName(option) }))}
          value={department ? department.id : null}
          onChange={(value) => value && onDepartmentChange(value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 420 }}
        />
        {department && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button>Add</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog({ kind: 'add-year' })}>Academic Year</Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: 'groups' })}>Group</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {!departments.length && (
        <Text>You do not head a department, so there are no academic years to manage.</Text>
      )}
      {departmentId && !department && departments.length > 0 && (
        <Text>That department is not one you manage. Choose one above.</Text>
      )}
      {department && (
        <Tabs defaultValue="active" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="active">Active Academic Year</Tabs.Tab>
            <Tabs.Tab value="inactive">Inactive Academic Year</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active" pt="md">
            <AcademicYearTable
              departmentId={department.id}
              inactive={false}
              onAction={(kind, year) => setDialog({ kind, year })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="inactive" pt="md">
            <AcademicYearTable
              departmentId={department.id}
              inactive
              onAction={(kind, year) => setDialog({ kind, year })}
            />
          </Tabs.Panel>
        </Tabs>
      )}
      {department && dialog?.kind === 'add-year' && (
        <AcademicYearFormModal departmentId={department.id} onClose={close} />
      )}
      {department && dialog?.kind === 'groups' && <GroupModal departmentId={department.id} onClose={close} />}
      {department && dialog?.kind === 'edit' && (
        <AcademicYearFormModal departmentId={department.id} year={dialog.year} onClose={close} />
      )}
      {dialog?.kind === 'details' && <AcademicYearDetailsModal year={dialog.year} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog question="Do you want to delete" onConfirm={() => remove(dialog.year)} onClose={close}>
          Academic year {yearLabel(dialog.year)} will be deleted.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'activate' && (
        <ConfirmDialog
          question="Do you really want to Activate... ?"
          confirmLabel="Activate"
          confirmColor="teal.9"
          onConfirm={() => activate(dialog.year)}
          onClose={close}
        >
          Academic year {yearLabel(dialog.year)} will be active again.
        </ConfirmDialog>
      )}
    </Stack>
  )
}
